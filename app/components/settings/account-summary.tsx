import { Avatar } from "~/components/site/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LogOutIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { formatDate } from "~/lib/format";

/** The account's photo (or initials) as the settings page shows it, ringed in the brand colour. */
export function AccountAvatar({
  user,
  size,
}: {
  user: { name: string; email: string; image: string | null };
  size: number;
}) {
  return (
    <Avatar
      name={user.name}
      email={user.email}
      image={user.image}
      size={size}
      className="ring-4 ring-brand-50"
    />
  );
}

/** Who is signed in: photo, name, e-mail, role (every non-admin is "Student"), Sign Out. */
export function AccountSummary({
  user,
  roleLabel,
  memberSince,
}: {
  user: { name: string; email: string; image: string | null };
  roleLabel: string;
  memberSince: Date | string | null;
}) {
  return (
    <section
      aria-labelledby="account-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 items-center gap-4">
        <AccountAvatar user={user} size={72} />
        <div className="min-w-0">
          <h2 id="account-title" className="sr-only">
            Your account
          </h2>
          {/* Wrapped, never cut: a long name or address must stay readable on a phone. */}
          <p className="text-lg font-bold break-words text-ink sm:text-xl">{user.name}</p>
          <dl className="mt-1 space-y-1 text-sm">
            <div className="flex min-w-0 items-center gap-2">
              <dt className="sr-only">E-mail</dt>
              <dd className="break-all text-ink-muted">{user.email}</dd>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <dt className="sr-only">Role</dt>
              <dd>
                <Badge variant="brand">{roleLabel}</Badge>
              </dd>
              {memberSince ? (
                <>
                  <dt className="sr-only">Member since</dt>
                  <dd className="text-ink-muted">Member since {formatDate(memberSince)}</dd>
                </>
              ) : null}
            </div>
          </dl>
        </div>
      </div>
      <Form method="post" action="/logout" className="shrink-0">
        <Button type="submit" variant="outline" className="w-full sm:w-auto">
          <LogOutIcon className="size-5" />
          Sign Out
        </Button>
      </Form>
    </section>
  );
}
