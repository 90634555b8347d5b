import { cn } from "./cn";

/** The eyebrow + heading (+ lead) that opens a page section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
}: {
  id: string;
  eyebrow: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
    </div>
  );
}
