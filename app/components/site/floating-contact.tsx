import type { ComponentType, ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "~/components/ui/icons";
import { common } from "~/i18n/messages/common";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";
import type { RootData } from "~/root";
import { mailtoLink, telLink, whatsappGreeting, whatsappLink } from "./contact-links";
import { useDetailsDismiss } from "./use-details-dismiss";

type Site = RootData["site"];

/**
 * The quick contact button (WhatsApp, Call Us, Email Us); a native <details>, so it
 * opens without JavaScript. Where it sits depends on the screen, so that it never covers a
 * video's controls or the text a visitor reads:
 * - `corner`: fixed to the bottom-right corner, shown only from 1440 px, where the page's
 *   margins are wider than the button;
 * - `header`: in the header bar beside the menu, below 1440 px, opening downwards.
 */
export function FloatingContact({
  site,
  placement = "corner",
}: {
  site: Site;
  placement?: "corner" | "header";
}) {
  const ref = useDetailsDismiss();
  const frame = useT(common);
  const t = useT(ui).quickContact;
  const whatsapp = whatsappLink(site.whatsappNumber, whatsappGreeting(site.siteName));
  const tel = telLink(site.phone);
  const mailto = mailtoLink(site.contactEmail);
  if (!whatsapp && !tel && !mailto) return null;

  return (
    <aside
      aria-label={frame.quickContact.label}
      className={
        placement === "corner"
          ? "fixed right-6 bottom-6 z-40 hidden min-[90rem]:block"
          : "relative min-[90rem]:hidden"
      }
    >
      <details ref={ref} data-menu="" className="group">
        <summary
          className={cn(
            "flex items-center justify-center rounded-full bg-brand-700 text-white",
            "transition-colors hover:bg-brand-800 focus-visible:focus-ring group-open:bg-brand-900",
            placement === "corner" ? "size-14 shadow-lg ring-4 ring-white/70" : "size-10",
          )}
        >
          <ChatIcon className="size-6 group-open:hidden" />
          <CloseIcon className="hidden size-6 group-open:block" />
          <span className="sr-only">{t.open}</span>
        </summary>
        <div
          className={cn(
            "absolute right-0 w-72 max-w-[calc(100vw-2rem)] animate-fade-in rounded-xl border border-border bg-surface p-2 shadow-lg",
            placement === "corner" ? "bottom-full mb-3" : "top-full mt-2",
          )}
        >
          <p className="px-2.5 pt-1.5 pb-2 text-sm font-semibold text-ink">{t.help}</p>
          <ul className="space-y-1">
            {whatsapp ? (
              <ContactOption
                href={whatsapp}
                newTab
                Icon={WhatsAppIcon}
                tone="bg-[#13733a]"
                title={frame.quickContact.whatsapp}
              >
                {t.chat}
                <span className="sr-only"> {frame.newTab}</span>
              </ContactOption>
            ) : null}
            {tel ? (
              <ContactOption
                href={tel}
                Icon={PhoneIcon}
                tone="bg-brand-700"
                title={frame.quickContact.call}
                truncate
              >
                {site.phone}
              </ContactOption>
            ) : null}
            {mailto ? (
              <ContactOption
                href={mailto}
                Icon={MailIcon}
                tone="bg-accent-700"
                title={frame.quickContact.email}
                truncate
              >
                {site.contactEmail}
              </ContactOption>
            ) : null}
          </ul>
        </div>
      </details>
    </aside>
  );
}

/** One way to reach us: a round icon in the channel's colour, its name and what it leads to. */
function ContactOption({
  href,
  newTab = false,
  Icon,
  tone,
  title,
  truncate = false,
  children,
}: {
  href: string;
  newTab?: boolean;
  Icon: ComponentType<{ className?: string }>;
  /** The background of the icon's circle. */
  tone: string;
  title: string;
  /** Cut a long number or address to one line. */
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="flex items-center gap-3 rounded-lg p-2.5 text-left hover:bg-surface-sunken focus-visible:focus-ring"
      >
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone} text-white`}
        >
          <Icon className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{title}</span>
          <span
            className={
              truncate ? "block truncate text-sm text-ink-muted" : "block text-sm text-ink-muted"
            }
          >
            {children}
          </span>
        </span>
      </a>
    </li>
  );
}
