import { FieldsIllustration } from "~/components/illustrations/fields-illustration";
import { CheckCircleIcon } from "~/components/ui/icons";
import { auth } from "~/i18n/messages/auth";
import { useT } from "~/i18n/react";
import { LogoMark } from "./logo";

const PROMISES = ["apply", "pace", "track"] as const;

/**
 * The frame of the sign-in pages (/login, /register, /verify, /password-reset): a single card on
 * phones; on wide screens the card sits beside an illustrated panel with a reassuring line.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const t = useT(auth).layout;
  return (
    <div className="bg-surface-muted px-4 py-8 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-md overflow-hidden rounded-2xl border border-border bg-surface shadow-md lg:max-w-5xl lg:grid-cols-[1fr_1.05fr]">
        <div className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-brand-800 p-10 text-white lg:flex">
          <div>
            <p className="text-2xl leading-snug font-bold text-white">{t.headline}</p>
            <p className="mt-3 max-w-sm text-brand-100">{t.intro}</p>
          </div>
          <FieldsIllustration className="-mx-10 w-[calc(100%+5rem)] max-w-none" />
          <ul className="space-y-3 text-sm text-brand-50">
            {PROMISES.map((key) => (
              <li key={key} className="flex items-center gap-2.5">
                <CheckCircleIcon className="size-5 shrink-0 text-accent-300" />
                {t.promises[key]}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col px-5 py-8 sm:px-10 sm:py-10 lg:py-12">
          <LogoMark className="size-11" />
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
          <div className="mt-7 flex-1">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-border pt-6 text-center text-sm text-ink-muted [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline-offset-4 [&_a:hover]:underline">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
