import { Button, usePendingForm } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Form } from "~/components/ui/link";
import { PREFERENCE_FIELDS } from "~/domain/notifications/notifications.constants";
import type { NotificationPreferences as Preferences } from "~/domain/notifications/notifications.server";
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { useT } from "~/i18n/react";

/**
 * The notification settings panel: the four checkboxes (on unless the learner saved otherwise),
 * each explained, saved with one button. A plain form, so it saves before JavaScript loads.
 */
export function NotificationPreferencesPanel({
  preferences,
  action,
}: {
  preferences: Preferences;
  action: string;
}) {
  const isPending = usePendingForm();
  const t = useT(learnerNotifications).settings;
  const saving = isPending({ formAction: action, fields: { intent: "preferences" } });
  return (
    <Card>
      <CardHeader>
        <CardTitle id="notification-settings-title">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          action={action}
          preventScrollReset
          aria-labelledby="notification-settings-title"
          className="space-y-5"
        >
          <input type="hidden" name="intent" value="preferences" />
          <fieldset className="space-y-4">
            <legend className="sr-only">{t.legend}</legend>
            {PREFERENCE_FIELDS.map((field) => {
              const id = `preference-${field.name}`;
              return (
                <div key={field.name} className="flex items-start gap-3">
                  <input
                    id={id}
                    name={field.name}
                    type="checkbox"
                    defaultChecked={preferences[field.name]}
                    aria-describedby={`${id}-description`}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-border-strong accent-brand-700 focus-visible:focus-ring"
                  />
                  <div className="min-w-0">
                    <label htmlFor={id} className="block cursor-pointer font-semibold text-ink">
                      {t.fields[field.name].label}
                    </label>
                    <p id={`${id}-description`} className="text-sm text-ink-muted">
                      {t.fields[field.name].description}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
          <Button type="submit" pending={saving} className="w-full sm:w-auto lg:w-full">
            {t.save}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
