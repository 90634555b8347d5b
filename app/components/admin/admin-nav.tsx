import { useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { Link } from "~/components/ui/link";
import type { Role } from "~/domain/catalog/enums";
import { splitLocalePath } from "~/i18n/locales";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";
import { ADMIN_TABS, currentTab } from "./admin-tabs";

/**
 * The admin tabs as links (each tab is a page with its own URL, so it works without JavaScript
 * and can be bookmarked). On a phone the row scrolls sideways.
 */
export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  // The tabs' addresses are the English ones; a page in another language has its prefix.
  const current = currentTab(splitLocalePath(pathname).path);
  const t = useT(admin);
  return (
    // On a phone the row fades at the right edge: more tabs are a swipe away.
    <nav
      aria-label={t.nav.label}
      className="-mx-4 overflow-x-auto px-4 max-sm:fade-end sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-border">
        {ADMIN_TABS.filter((t) => t.visible(role)).map((tab) => {
          const active = tab.id === current?.id;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:focus-ring",
                  active
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-ink-muted hover:border-border-strong hover:text-ink",
                )}
              >
                {t.nav[tab.id as keyof typeof t.nav] ?? tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
