import { Avatar } from "~/components/site/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LogOutIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { settings } from "~/i18n/messages/settings";
import { useLocale, useT } from "~/i18n/react";
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
  const t = useT(settings).summary;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="account-title"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 items-center gap-4">
        <AccountAvatar user={user} size={72} />
        <div className="min-w-0">
          <h2 id="account-title" className="sr-only">
            {t.heading}
          </h2>
          {/* Wrapped, never cut: a long name or address must stay readable on a phone. */}
          <p className="text-lg font-bold break-words text-ink sm:text-xl">{user.name}</p>
          {/*
            One dt/dd group per <div> (the HTML standard allows no more): the e-mail takes its own
            line, the role and the member-since date share the next one.
          */}
          <dl className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <div className="flex min-w-0 basis-full items-center gap-2">
              <dt className="sr-only">{t.email}</dt>
              <dd className="break-all text-ink-muted">{user.email}</dd>
            </div>
            <div className="flex items-center">
              <dt className="sr-only">{t.role}</dt>
              <dd>
                <Badge variant="brand">{roleLabel}</Badge>
              </dd>
            </div>
            {memberSince ? (
              <div className="flex items-center">
                <dt className="sr-only">{t.memberSinceLabel}</dt>
                <dd className="text-ink-muted">
                  {t.memberSince({ date: formatDate(memberSince, locale) })}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <Form method="post" action="/logout" className="shrink-0">
        <Button type="submit" variant="outline" className="w-full sm:w-auto">
          <LogOutIcon className="size-5" />
          {t.signOut}
        </Button>
      </Form>
    </section>
  );
}
