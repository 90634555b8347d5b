import { cn } from "./cn";

export type BadgeVariant =
  | "neutral"
  | "brand"
  | "accent"
  | "success"
  | "warning"
  | "danger"
  | "info";

const styles: Record<BadgeVariant, string> = {
  neutral: "bg-surface-sunken text-ink-muted ring-border",
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-accent-50 text-accent-800 ring-accent-200",
  success: "bg-success-bg text-success ring-success-border",
  warning: "bg-warning-bg text-warning ring-warning-border",
  danger: "bg-danger-bg text-danger-strong ring-danger-border",
  info: "bg-info-bg text-info ring-info-border",
};

export function Badge({
  variant = "neutral",
  className,
  ...props
}: React.ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        styles[variant],
        className,
      )}
      {...props}
    />
  );
}
