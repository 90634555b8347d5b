import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LogOutIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import type { DeviceSession } from "~/domain/auth/sessions.server";
import type { Locale } from "~/i18n/locales";
import { settings } from "~/i18n/messages/settings";
import { useLocale, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { relativeTimeLabel } from "~/lib/relative-time";
import { SettingsSection } from "./settings-section";
import { useSubmittingIntent } from "./use-settings-form";

/** "just now" in the middle of a sentence, else the age as the notifications say it. */
function activeLabel(at: string, now: string, locale: Locale, justNow: string) {
  const label = relativeTimeLabel(at, now, locale);
  return label === relativeTimeLabel(now, now, locale) ? justNow : label;
}

/**
 * Where the account is signed in, with a way to sign out any other device (a lost phone…). The
 * forms post to `action`, a resource route that answers with a redirect back here.
 */
export function SessionsSection({
  sessions,
  now,
  action,
}: {
  sessions: DeviceSession[];
  now: string;
  action: string;
}) {
  const t = useT(settings).sessions;
  const locale = useLocale();
  const endingOthers = useSubmittingIntent("end-other-sessions");
  const others = sessions.filter((s) => !s.current);
  return (
    <SettingsSection id="sessions" title={t.title} description={t.description} Icon={LogOutIcon}>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {s.device}
                {s.current ? <Badge variant="success">{t.thisDevice}</Badge> : null}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {t.signedIn({ date: formatDate(s.signedInAt, locale) })}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""} ·{" "}
                {t.active({ when: activeLabel(s.lastActiveAt, now, locale, t.justNow) })}
              </p>
            </div>
            {s.current ? null : <EndSessionForm action={action} session={s} />}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" action={action} className="mt-4">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="outline" pending={endingOthers}>
            <LogOutIcon className="size-5" />
            {t.signOutAll}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t.onlyThis}</p>
      )}
    </SettingsSection>
  );
}

function EndSessionForm({ action, session }: { action: string; session: DeviceSession }) {
  const t = useT(settings).sessions;
  const pending = useSubmittingIntent("end-session", { sessionId: session.id });
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="end-session" />
      <input type="hidden" name="sessionId" value={session.id} />
      <Button type="submit" variant="outline" size="sm" pending={pending}>
        {t.signOut}
        <span className="sr-only"> {session.device}</span>
      </Button>
    </Form>
  );
}
