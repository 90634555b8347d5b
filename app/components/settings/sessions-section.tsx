import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LogOutIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import type { DeviceSession } from "~/domain/auth/sessions.server";
import { formatDate } from "~/lib/format";
import { relativeTimeLabel } from "~/lib/relative-time";
import { SettingsSection } from "./settings-section";
import { useSubmittingIntent } from "./use-settings-form";

function activeLabel(at: string, now: string) {
  const label = relativeTimeLabel(at, now);
  return label === "Just now" ? "just now" : label;
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
  const endingOthers = useSubmittingIntent("end-other-sessions");
  const others = sessions.filter((s) => !s.current);
  return (
    <SettingsSection
      id="sessions"
      title="Where you're signed in"
      description="If you see a device you don't recognise, sign it out and change your password."
      Icon={LogOutIcon}
    >
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {s.device}
                {s.current ? <Badge variant="success">This device</Badge> : null}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                Signed in {formatDate(s.signedInAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""} · active {activeLabel(s.lastActiveAt, now)}
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
            Sign out all other devices
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">You are signed in on this device only.</p>
      )}
    </SettingsSection>
  );
}

function EndSessionForm({ action, session }: { action: string; session: DeviceSession }) {
  const pending = useSubmittingIntent("end-session", { sessionId: session.id });
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="end-session" />
      <input type="hidden" name="sessionId" value={session.id} />
      <Button type="submit" variant="outline" size="sm" pending={pending}>
        Sign out<span className="sr-only"> {session.device}</span>
      </Button>
    </Form>
  );
}
