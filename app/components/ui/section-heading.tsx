import { cn } from "./cn";

/** The eyebrow, heading and intro that open a page section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", className)}>
      {eyebrow ? (
        <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-3 text-lg text-ink-muted">{children}</div> : null}
    </div>
  );
}
