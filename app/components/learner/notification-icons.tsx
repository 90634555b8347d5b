import { cn } from "~/components/ui/cn";
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  BookIcon,
  CheckCircleIcon,
  ClockIcon,
  Icon,
  type IconProps,
  InfoIcon,
} from "~/components/ui/icons";
import type { NotificationType } from "~/domain/notifications/notifications.server";

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const CheckAllIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 7 7.5 17.5 3 13M22 7 11.5 17.5 10 16" />
  </Icon>
);

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
