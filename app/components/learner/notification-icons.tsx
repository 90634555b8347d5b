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
import { learnerNotifications } from "~/i18n/messages/learner-notifications";
import { useT } from "~/i18n/react";

/** One icon and colour pair per type, so a glance tells a success from a warning. */
const TYPE_STYLES: Record<
  NotificationType,
  { Icon: (p: IconProps) => React.ReactNode; className: string }
> = {
  success: {
    Icon: CheckCircleIcon,
    className: "bg-success-bg text-success ring-success-border",
  },
  info: {
    Icon: InfoIcon,
    className: "bg-info-bg text-info ring-info-border",
  },
  warning: {
    Icon: AlertTriangleIcon,
    className: "bg-warning-bg text-warning ring-warning-border",
  },
  error: {
    Icon: AlertCircleIcon,
    className: "bg-danger-bg text-danger ring-danger-border",
  },
  course: {
    Icon: BookIcon,
    className: "bg-brand-100 text-brand-800 ring-brand-200",
  },
  reminder: {
    Icon: ClockIcon,
    className: "bg-accent-50 text-accent-800 ring-accent-200",
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
  const t = useT(learnerNotifications);
  const known = type in TYPE_STYLES ? type : "info";
  const style = TYPE_STYLES[known];
  return (
    <span
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset sm:size-10",
        style.className,
        className,
      )}
    >
      <style.Icon className="size-4 sm:size-5" />
      <span className="sr-only">{t.types[known]}</span>
    </span>
  );
}
