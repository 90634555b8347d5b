import { Button, usePendingForm } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Form, Link } from "~/components/ui/link";
import { MESSAGE_CHANNELS, type MessageChannel } from "~/domain/messaging/channels";
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { useT } from "~/i18n/react";

/**
 * Where the account's consultation messages go: WhatsApp, SMS, e-mail. WhatsApp and SMS need a
 * phone number in Settings, confirmed from a texted link; unticking one stops it for the number.
 * A plain form: it saves before JavaScript loads.
 */
export function MessageChannelsPanel({
  channels,
  action,
}: {
  channels: {
    chosen: MessageChannel[];
    phone: string | null;
    phoneConfirmed: boolean;
    /** Until when the link texted to the unconfirmed number works (formatted); null if none. */
    linkUntil?: string | null;
  };
  action: string;
}) {
  const isPending = usePendingForm();
  const t = useT(learnerNotifications).channels;
  const saving = isPending({ formAction: action, fields: { intent: "channels" } });
  return (
    <Card>
      <CardHeader>
        <CardTitle id="message-channels-title">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          action={action}
          preventScrollReset
          aria-labelledby="message-channels-title"
          className="space-y-5"
        >
          <input type="hidden" name="intent" value="channels" />
          <fieldset className="space-y-3">
            <legend className="sr-only">{t.title}</legend>
            {MESSAGE_CHANNELS.map((channel) => (
              <label
                key={channel}
                className="flex min-h-11 items-center gap-3 font-semibold text-ink"
              >
                <input
                  type="checkbox"
                  name="channels"
                  value={channel}
                  defaultChecked={channels.chosen.includes(channel)}
                  className="size-5 shrink-0 cursor-pointer rounded border-border-strong accent-brand-700 focus-visible:focus-ring"
                />
                {t.names[channel]}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-ink-muted">
            {channels.phone === null ? (
              <>
                {t.noPhone}{" "}
                <Link to="/settings" className="font-semibold text-brand-700 underline">
                  {t.addPhone}
                </Link>
              </>
            ) : channels.phoneConfirmed ? (
              t.phoneConfirmed({ phone: channels.phone })
            ) : channels.linkUntil ? (
              t.linkLive({ phone: channels.phone, until: channels.linkUntil })
            ) : (
              t.phoneUnconfirmed({ phone: channels.phone })
            )}
          </p>
          <Button type="submit" pending={saving} className="w-full sm:w-auto lg:w-full">
            {t.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
