import { cn } from "~/components/ui/cn";

/** The opening band of a content page: eyebrow, the page's h1, a lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow: string;
  title: string;
  lead: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn("relative overflow-hidden border-b border-border bg-surface-muted", className)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-32 size-[28rem] rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="container-page relative py-10 sm:py-14 lg:py-16">
        <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
        >
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg text-ink-muted">{lead}</div>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
