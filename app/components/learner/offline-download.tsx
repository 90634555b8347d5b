import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { CheckCircleIcon, DownloadIcon, TrashIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { CourseOfflineFiles } from "~/domain/learning/offline-files.server";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { useT } from "~/i18n/react";
import { formatFileSize } from "~/lib/format";
import {
  askPersistentStorage,
  canDownload,
  DownloadFailed,
  deleteDownload,
  downloadLesson,
  freeSpace,
  type LessonDownloadPlan,
  lessonBytes,
  listDownloads,
  planLesson,
  type SavedDownload,
  totalBytes,
} from "~/lib/offline/downloads";

type Lesson = { id: string; title: string };

/**
 * A lesson page's bytes, known only once fetched, so estimated: a page of this course already
 * downloaded (its lessons' pages differ by a few hundred bytes), else this page as the browser
 * loaded it, else the page as now shown. The last is rough (the learner came from another page
 * without reloading, and the data written into the HTML is that page's), which matters only
 * beside a very short video.
 */
function pageBytes(downloads: readonly SavedDownload[], courseId: string): number {
  const kept = downloads.find((d) => d.courseId === courseId);
  if (kept?.sizes[kept.pageUrl]) return kept.sizes[kept.pageUrl] as number;
  const [loaded] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (loaded?.decodedBodySize && new URL(loaded.name).pathname === location.pathname) {
    return loaded.decodedBodySize;
  }
  return new Blob([document.documentElement.outerHTML]).size;
}

/** A size whose number and unit never part at a line's end ("176 KB", never "176 / KB"). */
const size = (bytes: number) => (formatFileSize(bytes) ?? "").replace(" ", "\u00a0");

type Status =
  | { kind: "idle" }
  | { kind: "working"; done: number; total: number }
  | { kind: "failed"; noSpace: boolean };

/**
 * "Download for offline" under the lesson: this lesson, or every lesson of the course, in the
 * video size the learner chose, with what it costs and the phone's free space shown first. Needs
 * JavaScript and the Cache API: without them, nothing is shown.
 */
export function OfflineDownload({
  course,
  lessons,
  lesson,
  files,
}: {
  course: { id: string; title: string };
  lessons: readonly Lesson[];
  lesson: Lesson;
  files: CourseOfflineFiles;
}) {
  const t = useT(learnerOffline).download;
  const hydrated = useHydrated();
  const [downloads, setDownloads] = useState<SavedDownload[] | null>(null);
  const [free, setFree] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function refresh() {
    setDownloads(await listDownloads());
    setFree(await freeSpace());
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when shown.
  useEffect(() => {
    if (canDownload()) void refresh().catch(() => setDownloads([]));
  }, []);

  if (!hydrated) return null;
  if (!canDownload()) return <p className="text-sm text-ink-muted">{t.unsupported}</p>;
  if (downloads === null) return null;
  const saved = new Set(downloads.map((d) => d.lessonId));

  // Each plan lists what its download will keep, with the bytes expected: the button promises
  // what the Downloads page will list (lessonBytes), the course button what the lessons add
  // (guides once). The app's own scripts and styles, kept once with the first download, are not
  // counted: the page names files the browser never fetched, so their size is unknown here; the
  // note says they come too.
  const page = pageBytes(downloads, course.id);
  const planFor = (l: Lesson): LessonDownloadPlan =>
    planLesson(
      {
        lessonId: l.id,
        courseId: course.id,
        courseTitle: course.title,
        lessonTitle: l.title,
        pageUrl: `${window.location.pathname}?lesson=${l.id}`,
      },
      { ...files.lessons[l.id], ...files.guides },
      page,
    );
  const added = (plans: LessonDownloadPlan[]) =>
    totalBytes([...downloads, ...plans]) - totalBytes(downloads);
  const lessonPlan = planFor(lesson);
  const missing = lessons.filter((l) => !saved.has(l.id));
  const coursePlans = missing.map(planFor);
  const courseBytes = added(coursePlans);

  async function download(plans: LessonDownloadPlan[]) {
    if (free !== null && added(plans) > free) {
      setStatus({ kind: "failed", noSpace: true });
      return;
    }
    await askPersistentStorage();
    const total = plans.reduce((sum, p) => sum + p.files.length + 1, 0);
    let done = 0;
    setStatus({ kind: "working", done, total });
    try {
      for (const plan of plans) {
        let before = done;
        await downloadLesson(plan, (n) => {
          setStatus({ kind: "working", done: before + n, total });
        });
        before += plan.files.length + 1;
        done = before;
      }
      setStatus({ kind: "idle" });
    } catch (error) {
      const noSpace = error instanceof DOMException && error.name === "QuotaExceededError";
      // What stopped it, for whoever looks at the console (the learner reads the message).
      console.warn("Download stopped", error instanceof DownloadFailed ? error.message : error);
      setStatus({ kind: "failed", noSpace });
    }
    await refresh();
  }

  const working = status.kind === "working";
  const wideButton = "text-left";
  return (
    <section
      aria-labelledby="offline-download-heading"
      className="space-y-3 rounded-xl border border-border bg-surface p-4"
    >
      <h3 id="offline-download-heading" className="font-bold text-ink">
        {t.heading}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        {saved.has(lesson.id) ? (
          <>
            <p className="flex items-center gap-2 text-sm font-semibold text-success">
              <CheckCircleIcon className="size-5" />
              {t.done}
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={working}
              onClick={async () => {
                await deleteDownload(lesson.id);
                await refresh();
              }}
            >
              <TrashIcon className="size-4" />
              {t.delete}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            className={wideButton}
            disabled={working}
            onClick={() => download([lessonPlan])}
          >
            <DownloadIcon className="size-5 shrink-0" />
            {t.lesson({ size: size(lessonBytes(lessonPlan)) })}
          </Button>
        )}
        {missing.length > 1 || (missing.length === 1 && missing[0]?.id !== lesson.id) ? (
          <Button
            variant="outline"
            className={wideButton}
            disabled={working}
            onClick={() => download(coursePlans)}
          >
            <DownloadIcon className="size-5 shrink-0" />
            {t.course({ count: missing.length, size: size(courseBytes) })}
          </Button>
        ) : missing.length === 0 ? (
          <p className="text-sm text-ink-muted">{t.courseDone}</p>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {status.kind === "working"
          ? t.working({ done: status.done, total: status.total })
          : status.kind === "failed"
            ? status.noSpace
              ? t.noSpace
              : t.failed
            : free !== null
              ? t.sizeNote({ free: formatFileSize(free) ?? "" })
              : t.sizeNoteUnknown}
        {status.kind === "idle" && downloads.length === 0 ? ` ${t.firstDownload}` : null}
      </p>
      <p className="text-sm">
        <Link
          to="/dashboard/downloads"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {t.seeAll}
        </Link>
      </p>
    </section>
  );
}
