import { useEffect, useState } from "react";
import { EmptyState } from "~/components/learner/panel";
import { Button } from "~/components/ui/button";
import { DownloadIcon, FileTextIcon, TrashIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatFileSize } from "~/lib/format";
import {
  canDownload,
  deleteDownload,
  freeSpace,
  lessonBytes,
  listDownloads,
  type SavedDownload,
  totalBytes,
} from "~/lib/offline/downloads";
import { queuedReports, waitingLessonCount } from "~/lib/offline/progress-queue";

/**
 * The lessons kept on this phone, read from the browser (the server cannot know them): each with
 * its course, size, when it was downloaded, a link that opens it and Delete. `deletable: false`
 * (the offline page) lists them as links only.
 */
export function DownloadList({ deletable = true }: { deletable?: boolean }) {
  const t = useT(learnerOffline).downloads;
  const locale = useLocale();
  const hydrated = useHydrated();
  const [items, setItems] = useState<SavedDownload[] | null>(null);
  const [free, setFree] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [notice, setNotice] = useState("");

  async function refresh() {
    setItems(await listDownloads());
    setFree(await freeSpace());
    setWaiting(waitingLessonCount(await queuedReports()));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when shown.
  useEffect(() => {
    if (canDownload()) void refresh().catch(() => setItems([]));
    else setItems([]);
  }, []);

  if (!hydrated) {
    return (
      <>
        <noscript>
          <p className="text-ink-muted">{t.noscript}</p>
        </noscript>
        <p className="text-ink-muted">{t.loading}</p>
      </>
    );
  }
  if (items === null) return <p className="text-ink-muted">{t.loading}</p>;

  const used = totalBytes(items);
  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      {waiting > 0 ? (
        <p className="text-sm text-ink-muted">{t.waiting({ count: waiting })}</p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState Icon={DownloadIcon}>{t.empty}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {free !== null
              ? t.total({ size: formatFileSize(used) ?? "0 B", free: formatFileSize(free) ?? "" })
              : t.totalUnknown({ size: formatFileSize(used) ?? "0 B" })}
          </p>
          <ul
            aria-label={t.listLabel}
            className="divide-y divide-border rounded-xl border border-border bg-surface"
          >
            {items.map((item) => (
              <li key={item.lessonId} className="flex flex-wrap items-center gap-3 p-4">
                <FileTextIcon className="size-5 shrink-0 text-accent-700" />
                <div className="min-w-0 flex-1">
                  {/* A plain link: offline, the browser loads the kept page whole. */}
                  <a
                    href={item.pageUrl}
                    className="font-semibold break-words text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
                  >
                    {item.lessonTitle}
                  </a>
                  <p className="text-sm break-words text-ink-muted">
                    {item.courseTitle} · {formatFileSize(lessonBytes(item))} ·{" "}
                    {t.saved({ date: formatDate(new Date(item.savedAt), locale) })}
                  </p>
                </div>
                {deletable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.deleteLabel({ lesson: item.lessonTitle })}
                    onClick={async () => {
                      await deleteDownload(item.lessonId);
                      setNotice(t.deleted);
                      await refresh();
                    }}
                  >
                    <TrashIcon className="size-4" />
                    {t.delete}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
