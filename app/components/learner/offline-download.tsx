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
  listDownloads,
} from "~/lib/offline/downloads";

type Lesson = { id: string; title: string };

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
  const [saved, setSaved] = useState<ReadonlySet<string> | null>(null);
  const [free, setFree] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function refresh() {
    setSaved(new Set((await listDownloads()).map((d) => d.lessonId)));
    setFree(await freeSpace());
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when shown.
  useEffect(() => {
    if (canDownload()) void refresh().catch(() => setSaved(new Set()));
  }, []);

  if (!hydrated) return null;
  if (!canDownload()) return <p className="text-sm text-ink-muted">{t.unsupported}</p>;
  if (saved === null) return null;

  // Every lesson's download lists the course's guides (kept once, deleted with the last lesson);
  // their size counts only while none is on the phone.
  const planFor = (l: Lesson, countGuides: boolean): LessonDownloadPlan => {
    const own = files.lessons[l.id] ?? { files: [], bytes: 0 };
    return {
      lessonId: l.id,
      courseId: course.id,
      courseTitle: course.title,
      lessonTitle: l.title,
      pageUrl: `${window.location.pathname}?lesson=${l.id}`,
      files: [...own.files, ...files.guides.files],
      bytes: own.bytes + (countGuides ? files.guides.bytes : 0),
    };
  };
  const guidesSaved = lessons.some((l) => saved.has(l.id));
  const lessonPlan = planFor(lesson, !guidesSaved);
  const missing = lessons.filter((l) => !saved.has(l.id));
  const coursePlans = missing.map((l, i) => planFor(l, i === 0 && !guidesSaved));
  const courseBytes = coursePlans.reduce((sum, p) => sum + p.bytes, 0);

  async function download(plans: LessonDownloadPlan[]) {
    const needed = plans.reduce((sum, p) => sum + p.bytes, 0);
    if (free !== null && needed > free) {
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
            {lessonPlan.bytes > 0
              ? t.lesson({ size: formatFileSize(lessonPlan.bytes) ?? "" })
              : t.lessonNoSize}
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
            {t.course({ count: missing.length, size: formatFileSize(courseBytes) ?? "" })}
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
