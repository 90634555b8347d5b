import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { Link } from "~/components/ui/link";
import type { Role } from "~/db/schema/enums";
import { splitLocalePath } from "~/i18n/locales";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";
import { ADMIN_TABS, currentTab } from "./admin-tabs";

/**
 * The admin tabs as links (each tab is a page with its own URL, so it works without JavaScript
 * and can be bookmarked). From 1024 px the tabs wrap onto a second row, so none is past the edge;
 * below it the row scrolls sideways, fades at its right edge (more a swipe away) and opens with
 * the current tab in view: CSS `scroll-initial-target` before JavaScript (Chromium), the
 * effect below in other browsers and after a move between tabs, which keeps the same row.
 */
export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  // The tabs' addresses are the English ones; a page in another language has its prefix.
  const current = currentTab(splitLocalePath(pathname).path);
  const t = useT(admin);
  const navRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again when the tab changes.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    // Only the row scrolls (scrollIntoView would move the page too); the tab is shown first,
    // after a glimpse of the one before it, so the row still shows it scrolls both ways.
    const left =
      active.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft - 24;
    const right = left + active.offsetWidth + 48;
    if (left < nav.scrollLeft || right > nav.scrollLeft + nav.clientWidth * 0.85) {
      nav.scrollLeft = Math.max(0, left);
    }
  }, [current?.id]);
  return (
    <nav
      ref={navRef}
      aria-label={t.nav.label}
      className="-mx-4 overflow-x-auto px-4 max-lg:scroll-ps-6 max-lg:fade-end sm:mx-0 sm:px-0 lg:overflow-visible"
    >
      {/* The end padding lets the last tab scroll clear of the fade; the scroll padding at the
          start (which the initial target heeds) leaves a glimpse of the tab before the current. */}
      <ul className="flex min-w-max gap-1 border-b border-border max-lg:pr-12 lg:min-w-0 lg:flex-wrap">
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
                    ? "border-brand-700 text-brand-800 max-lg:[scroll-initial-target:nearest]"
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
