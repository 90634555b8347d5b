import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import {
  BookIcon,
  ChevronDownIcon,
  CloseIcon,
  DashboardIcon,
  LogOutIcon,
  MenuIcon,
  SettingsIcon,
  ShieldIcon,
} from "~/components/ui/icons";
import { Form, Link, NavLink } from "~/components/ui/link";
import { can } from "~/domain/auth/permissions";
import { common } from "~/i18n/messages/common";
import { useT } from "~/i18n/react";
import type { RootData } from "~/root";
import { Avatar } from "./avatar";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MAIN_NAV } from "./nav-links";
import { useDetailsDismiss } from "./use-details-dismiss";

type HeaderUser = NonNullable<RootData["user"]>;

export function Header({
  siteName,
  user,
  quickContact,
}: {
  siteName: string;
  user: RootData["user"];
  /** The quick contact button, on pages that offer it: here below 1440 px (floating-contact.tsx). */
  quickContact?: React.ReactNode;
}) {
  const t = useT(common);
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-header border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      {/* Wider than the page's column (76rem): from 1440 px the eight links, the account and the
          language share 1376 px, room for the longest labels (Igbo, Hausa). */}
      <div className="mx-auto flex h-full w-full max-w-[90rem] items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="-m-1 mr-auto shrink-0 rounded-md p-1 focus-visible:focus-ring"
          aria-label={t.header.homeLink({ siteName })}
        >
          <Logo siteName={siteName} compact={user !== null} />
        </Link>

        {/* In the bar from 1440 px only: below it the labels of some languages do not fit beside
            the account and the buttons (Igbo needs 1230 px), so they live in the menu. */}
        <nav aria-label={t.header.mainNav} className="hidden min-[90rem]:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "relative block rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:focus-ring",
                      isActive
                        ? "text-brand-800 after:absolute after:inset-x-3 after:-bottom-[calc((var(--spacing-header)-2.25rem)/2)] after:h-0.5 after:rounded-full after:bg-brand-700"
                        : "text-ink-muted hover:bg-surface-sunken hover:text-ink",
                    )
                  }
                >
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2 min-[90rem]:ml-4">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              {/* One line each: "Malite ugbu a" broke onto three. */}
              <Link
                to="/login"
                className={cn(buttonClasses({ variant: "ghost", size: "sm" }), "whitespace-nowrap")}
              >
                {t.header.login}
              </Link>
              <Link
                to="/register"
                className={cn(
                  buttonClasses({ variant: "primary", size: "sm" }),
                  "whitespace-nowrap",
                )}
              >
                {t.header.getStarted}
              </Link>
            </div>
          )}
          <LanguageSwitcher placement="header" />
          {quickContact}
          <MobileMenu signedIn={user !== null} />
        </div>
      </div>
    </header>
  );
}

/** Below 1440 px the main links live in this panel; it opens without JavaScript too. */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const ref = useDetailsDismiss();
  const t = useT(common);
  return (
    <details ref={ref} data-menu="" className="group min-[90rem]:hidden">
      <summary
        className={cn(
          buttonClasses({ variant: "outline", size: "sm" }),
          "size-10 px-0 group-open:border-brand-600 group-open:bg-brand-50",
        )}
      >
        <MenuIcon className="size-6 group-open:hidden" />
        <CloseIcon className="hidden size-6 group-open:block" />
        <span className="sr-only">{t.header.menu}</span>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] animate-fade-in overflow-y-auto border-b border-border bg-surface shadow-lg">
        <nav aria-label={t.header.mainNav} className="container-page py-3">
          <ul className="grid gap-1 sm:grid-cols-2">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-12 items-center rounded-md border-l-4 px-4 text-base font-semibold focus-visible:focus-ring",
                      isActive
                        ? "border-brand-700 bg-brand-50 text-brand-800"
                        : "border-transparent text-ink hover:bg-surface-sunken",
                    )
                  }
                >
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          {signedIn ? null : (
            <div className="mt-3 grid grid-cols-2 gap-3 border-t border-border pt-4 pb-2 sm:hidden">
              <Link to="/login" className={buttonClasses({ variant: "outline" })}>
                {t.header.login}
              </Link>
              <Link to="/register" className={buttonClasses({ variant: "primary" })}>
                {t.header.getStarted}
              </Link>
            </div>
          )}
        </nav>
      </div>
    </details>
  );
}

const menuItemClasses =
  "flex w-full min-h-11 items-center gap-3 rounded-md px-3 text-left text-sm font-semibold text-ink hover:bg-surface-sunken focus-visible:focus-ring";

function UserMenu({ user }: { user: HeaderUser }) {
  const ref = useDetailsDismiss();
  const t = useT(common);
  return (
    <details ref={ref} data-menu="" className="group relative">
      <summary className="flex h-10 items-center gap-2 rounded-full border border-border bg-surface py-1 pr-2 pl-1 hover:border-border-strong focus-visible:focus-ring group-open:border-brand-600">
        <Avatar name={user.name} email={user.email} image={user.image} size={30} />
        <span className="hidden max-w-44 truncate text-sm font-semibold whitespace-nowrap text-ink md:block">
          {user.name}
        </span>
        <ChevronDownIcon className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
        <span className="sr-only">{t.header.accountMenu}</span>
      </summary>
      <div className="absolute right-0 mt-2 w-64 animate-fade-in rounded-lg border border-border bg-surface p-2 shadow-lg">
        <div className="border-b border-border px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
        <ul className="py-2">
          <li>
            <Link to="/dashboard" className={menuItemClasses}>
              <DashboardIcon className="size-5 text-brand-700" />
              {t.header.dashboard}
            </Link>
          </li>
          <li>
            <Link to="/academy" className={menuItemClasses}>
              <BookIcon className="size-5 text-brand-700" />
              {t.header.myLearning}
            </Link>
          </li>
          {can(user.role, "admin.access") ? (
            <li>
              <Link to="/admin-dashboard" className={menuItemClasses}>
                <ShieldIcon className="size-5 text-brand-700" />
                {t.header.adminPanel}
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              to={user.isAdmin ? "/admin-dashboard/settings" : "/settings"}
              className={menuItemClasses}
            >
              <SettingsIcon className="size-5 text-brand-700" />
              {user.isAdmin ? t.header.accountSettings : t.header.settings}
            </Link>
          </li>
        </ul>
        <Form method="post" action="/logout" className="border-t border-border pt-2">
          <button type="submit" className={cn(menuItemClasses, "text-danger hover:bg-danger-bg")}>
            <LogOutIcon className="size-5" />
            {t.header.logout}
          </button>
        </Form>
      </div>
    </details>
  );
}
