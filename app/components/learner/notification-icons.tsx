import { cn } from "~/components/ui/cn";
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  BookIcon,
  CheckCircleIcon,
  ClockIcon,
  type IconProps,
  InfoIcon,
} from "~/components/ui/icons";
import type { NotificationType } from "~/domain/notifications/notifications.server";

/** One icon and colour pair per type, so a glance tells a success from a warning. */
const TYPE_STYLES: Record<
  NotificationType,
  { Icon: (p: IconProps) => React.ReactNode; className: string; label: string }
> = {
  success: {
    Icon: CheckCircleIcon,
    className: "bg-success-bg text-success ring-success-border",
    label: "Success",
  },
  info: {
    Icon: InfoIcon,
    className: "bg-info-bg text-info ring-info-border",
    label: "Information",
  },
  warning: {
    Icon: AlertTriangleIcon,
    className: "bg-warning-bg text-warning ring-warning-border",
    label: "Warning",
  },
  error: {
    Icon: AlertCircleIcon,
    className: "bg-danger-bg text-danger ring-danger-border",
    label: "Problem",
  },
  course: {
    Icon: BookIcon,
    className: "bg-brand-100 text-brand-800 ring-brand-200",
    label: "Course",
  },
  reminder: {
    Icon: ClockIcon,
    className: "bg-accent-50 text-accent-800 ring-accent-200",
    label: "Reminder",
  },
};

/** The round type badge at the start of a notification; its kind is read out too. */
export function NotificationTypeIcon({
  type,
  className,
}: {
  type: NotificationType;
  className?: string;
}) {
  const style = TYPE_STYLES[type] ?? TYPE_STYLES.info;
  return (
    <span
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset sm:size-10",
        style.className,
        className,
      )}
    >
      <style.Icon className="size-4 sm:size-5" />
      <span className="sr-only">{style.label}</span>
    </span>
  );
}
