import type { ComponentType, ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

// Sections the public pages share (home, about, research, training), so each page says what it
// offers and the look of a section is decided once.

/** The outline button on the brand-green banner: white instead of green. */
export const ON_BRAND_OUTLINE =
  "border-white/60 bg-transparent text-white hover:border-white hover:bg-white/10 hover:text-white";

type Action = { to: string; label: string };

/**
 * A band of a page: a section named by its heading (`id` is the heading's), its content held to
 * the page's width. `className` sets the band's spacing and background.
 */
export function PageSection({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">{children}</div>
    </section>
  );
}

/**
 * The green banner that closes a page: a heading (`id` labels the section), a sentence and the
 * next step (a second, quieter one optional).
 */
export function CallToAction({
  id,
  title,
  children,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  children: ReactNode;
  primary: Action;
  secondary?: Action;
}) {
  return (
    <section aria-labelledby={id} className="py-12 sm:py-16">
      <div className="container-page">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center shadow-lg sm:px-12 sm:py-14">
          <h2 id={id} className="text-3xl font-bold text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{children}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={primary.to} size="lg" variant="secondary">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink
                to={secondary.to}
                size="lg"
                variant="outline"
                className={ON_BRAND_OUTLINE}
              >
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A square tile holding an icon, in the brand's light green. */
export function IconTile({ children, size = "md" }: { children: ReactNode; size?: "md" | "lg" }) {
  return (
    <span
      className={cn(
        "flex items-center justify-center rounded-lg bg-brand-50 text-brand-700",
        size === "md" ? "size-10 shrink-0" : "size-12",
      )}
    >
      {children}
    </span>
  );
}

export type Feature = {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
};

/**
 * A list of features (values, the logo's symbols): each a card with its icon, a title and a line
 * of text. `row`: the icon beside the words, for short lists that fit one screen; `stacked`: a
 * larger icon above them. `bare`: the icons are pictures with their own colours, shown without
 * the green tile.
 */
export function FeatureList({
  items,
  layout,
  bare = false,
  className,
}: {
  items: readonly Feature[];
  layout: "row" | "stacked";
  bare?: boolean;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ title, text, Icon }) =>
        layout === "row" ? (
          <li
            key={title}
            className="flex items-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs"
          >
            {bare ? (
              <Icon className="size-12 shrink-0" />
            ) : (
              <IconTile>
                <Icon className="size-6" />
              </IconTile>
            )}
            <div>
              <h3 className="font-bold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ) : (
          <li
            key={title}
            className="rounded-xl border border-border bg-surface p-6 shadow-xs transition-shadow hover:shadow-md"
          >
            {bare ? (
              <Icon className="size-12" />
            ) : (
              <IconTile size="lg">
                <Icon className="size-7" />
              </IconTile>
            )}
            <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-2 text-ink-muted">{text}</p>
          </li>
        ),
      )}
    </ul>
  );
}
