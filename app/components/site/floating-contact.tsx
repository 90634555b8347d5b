import { cn } from "~/components/ui/cn";
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "~/components/ui/icons";
import type { RootData } from "~/root";
import { mailtoLink, telLink, whatsappGreeting, whatsappLink } from "./contact-links";
import { useDetailsDismiss } from "./use-details-dismiss";

type Site = RootData["site"];

const optionClasses =
  "flex items-center gap-3 rounded-lg p-2.5 text-left hover:bg-surface-sunken focus-visible:focus-ring";

/** A round contact button fixed to the corner; a native <details>, so it opens without JavaScript. */
export function FloatingContact({ site }: { site: Site }) {
  const ref = useDetailsDismiss();
  const whatsapp = whatsappLink(site.whatsappNumber, whatsappGreeting(site.siteName));
  const tel = telLink(site.phone);
  const mailto = mailtoLink(site.contactEmail);
  if (!whatsapp && !tel && !mailto) return null;

  return (
    <aside
      aria-label="Quick contact"
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
    >
      <details ref={ref} data-menu="" className="group">
        <summary
          className={cn(
            "flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70",
            "transition-colors hover:bg-brand-800 focus-visible:focus-ring group-open:bg-brand-900",
          )}
        >
          <ChatIcon className="size-6 group-open:hidden" />
          <CloseIcon className="hidden size-6 group-open:block" />
          <span className="sr-only">Contact us</span>
        </summary>
        <div className="absolute right-0 bottom-full mb-3 w-72 max-w-[calc(100vw-2rem)] animate-fade-in rounded-xl border border-border bg-surface p-2 shadow-lg">
          <p className="px-2.5 pt-1.5 pb-2 text-sm font-semibold text-ink">How can we help?</p>
          <ul className="space-y-1">
            {whatsapp ? (
              <li>
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={optionClasses}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#13733a] text-white">
                    <WhatsAppIcon className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">WhatsApp chat</span>
                    <span className="block text-sm text-ink-muted">
                      Chat with our team
                      <span className="sr-only"> (opens in a new tab)</span>
                    </span>
                  </span>
                </a>
              </li>
            ) : null}
            {tel ? (
              <li>
                <a href={tel} className={optionClasses}>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                    <PhoneIcon className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">Call Us</span>
                    <span className="block truncate text-sm text-ink-muted">{site.phone}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {mailto ? (
              <li>
                <a href={mailto} className={optionClasses}>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
                    <MailIcon className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">Email Us</span>
                    <span className="block truncate text-sm text-ink-muted">
                      {site.contactEmail}
                    </span>
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </details>
    </aside>
  );
}
