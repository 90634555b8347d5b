import type { IconProps } from "~/components/ui/icons";
import { learner } from "~/i18n/messages/learner";
import { useLocale, useT } from "~/i18n/react";
import { relativeTimeLabel } from "~/lib/relative-time";
import { Panel } from "./panel";

/** One line of a learner's recent activity: what happened, with its icon, and when. */
export type ActivityEntry = {
  key: string;
  Icon: (p: IconProps) => React.ReactNode;
  at: Date | string;
  text: React.ReactNode;
};

/**
 * The "Recent Activity" panel of the dashboard and of the progress page: newest things first, each
 * with how long ago it was, or `empty` (an EmptyState) when there is nothing yet.
 */
export function RecentActivity({
  id,
  entries,
  now,
  empty,
}: {
  /** The panel's id: `activity` on the dashboard, `recent` on the progress page. */
  id: string;
  entries: ActivityEntry[];
  now: string;
  empty: React.ReactNode;
}) {
  const t = useT(learner);
  const locale = useLocale();
  return (
    <Panel id={id} title={t.recentActivity}>
      {entries.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-border">
          {entries.map(({ key, Icon, at, text }) => (
            <li key={key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-ink">{text}</p>
                <p className="mt-0.5 text-ink-muted">
                  <time dateTime={new Date(at).toISOString()}>
                    {relativeTimeLabel(at, now, locale)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
