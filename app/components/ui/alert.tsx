import { cn } from "./cn";
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from "./icons";

export type AlertVariant = "info" | "success" | "error" | "warning";

const styles: Record<AlertVariant, string> = {
  info: "border-info-border bg-info-bg text-info",
  success: "border-success-border bg-success-bg text-success",
  error: "border-danger-border bg-danger-bg text-danger-strong",
  warning: "border-warning-border bg-warning-bg text-warning",
};

const icons = {
  info: InfoIcon,
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertTriangleIcon,
} satisfies Record<AlertVariant, unknown>;

export type AlertProps = Omit<React.ComponentProps<"div">, "title"> & {
  variant?: AlertVariant;
  title?: React.ReactNode;
};

/** An inline message. Errors are announced at once (role="alert"); the others politely. */
export function Alert({ variant = "info", title, children, className, ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-4 text-sm", styles[variant], className)}
      {...props}
    >
      <Icon className="mt-px size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? (
          <div className="text-ink [&_a]:font-semibold [&_a]:underline">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
