import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, buttonClasses, usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { useT } from "~/i18n/react";
import { formatFileSize } from "~/lib/format";
import { MoveButtons } from "./move-buttons";

/** A lesson video's smaller copies, as staff see them (null: not one of our files). */
export type LessonRenditionState = {
  /** Null until the worker has seen the video. */
  id: string | null;
  status: "pending" | "processing" | "ready" | "failed";
  /** Why they could not be made (the machine's own words). */
  error: string | null;
  sizes: { dataSaver: number | null; standard: number | null; audio: number | null } | null;
};

export type LessonListItem = {
  id: string;
  title: string;
  type: "video" | "embed" | "text";
  duration: string;
  videoUrl: string | null;
  rendition: LessonRenditionState | null;
};

const RENDITION_BADGES = {
  pending: "neutral",
  processing: "info",
  ready: "success",
  failed: "danger",
} as const;

/** Under a video lesson: whether its data saver, standard and audio copies exist, and their sizes. */
function RenditionStatus({ lesson }: { lesson: LessonListItem }) {
  const isPending = usePendingForm();
  const t = useT(adminCourses).lessons.renditions;
  const state = lesson.rendition;
  if (!state) return null;
  const size = (bytes: number | null) => formatFileSize(bytes) ?? "–";
  const text =
    state.status === "ready" && state.sizes
      ? state.sizes.audio === null
        ? t.readyNoAudio({
            dataSaver: size(state.sizes.dataSaver),
            standard: size(state.sizes.standard),
          })
        : t.ready({
            dataSaver: size(state.sizes.dataSaver),
            standard: size(state.sizes.standard),
            audio: size(state.sizes.audio),
          })
      : state.status === "failed"
        ? null
        : state.status === "processing"
          ? t.processing
          : t.pending;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={RENDITION_BADGES[state.status]}>{t.title}</Badge>
      {text ? <span className="text-ink-muted">{text}</span> : null}
      {state.status === "failed" ? (
        <>
          <span className="text-danger">
            {withNode(t.failed({ error: SLOT }), <span lang="en">{state.error}</span>)}
          </span>
          {state.id ? (
            <Form method="post">
              <input type="hidden" name="renditionId" value={state.id} />
              <Button
                type="submit"
                name="intent"
                value="retry-renditions"
                size="sm"
                variant="outline"
                aria-label={t.retryLabel({ title: lesson.title })}
                pending={isPending({ fields: { renditionId: state.id } })}
              >
                {t.retry}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The lessons of a course in their order. Move up/down and delete are small forms, so reordering
 * and deleting work without JavaScript; the delete confirmation sits in a <details>.
 */
export function LessonList({ courseId, lessons }: { courseId: string; lessons: LessonListItem[] }) {
  const isPending = usePendingForm();
  const messages = useT(adminCourses);
  const t = messages.lessons;
  const busy = (lessonId: string, intent: string) => isPending({ fields: { lessonId, intent } });
  return (
    <ol className="space-y-3" aria-label={t.inOrder}>
      {lessons.map((lesson, index) => (
        <li
          key={lesson.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm md:flex-row md:items-center"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <div className="min-w-0 space-y-1">
              <h3 className="font-semibold break-words">
                <span className="sr-only">{t.lessonNumber({ number: index + 1 })}</span>
                {lesson.title}
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <Badge variant={lesson.type === "text" ? "neutral" : "info"}>
                  {messages.lessonTypes[lesson.type]}
                </Badge>
                <span>{lesson.duration}</span>
                {lesson.type !== "text" && !lesson.videoUrl ? (
                  <Badge variant="warning">{t.noVideo}</Badge>
                ) : null}
              </p>
              <RenditionStatus lesson={lesson} />
            </div>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <MoveButtons
              idField="lessonId"
              id={lesson.id}
              name={lesson.title}
              index={index}
              count={lessons.length}
            />
            <ButtonLink
              to={`/admin-dashboard/courses/${courseId}/lessons/${lesson.id}`}
              size="sm"
              variant="outline"
              aria-label={t.editLabel({ title: lesson.title })}
            >
              {t.edit}
            </ButtonLink>
            <details className="group">
              <summary
                className={cn(
                  buttonClasses({ variant: "ghost", size: "sm" }),
                  "cursor-pointer list-none text-danger hover:bg-danger-bg [&::-webkit-details-marker]:hidden",
                )}
                aria-label={t.deleteLabel({ title: lesson.title })}
              >
                {t.delete}
              </summary>
              <Form
                method="post"
                className="mt-2 space-y-2 rounded-lg border border-danger-border bg-danger-bg p-3 text-sm"
              >
                <p>
                  {(() => {
                    const [before, after = ""] = t
                      .deleteConfirm({ title: "\u0001" })
                      .split("\u0001");
                    return (
                      <>
                        {before}
                        <strong>{lesson.title}</strong>
                        {after}
                      </>
                    );
                  })()}
                </p>
                <input type="hidden" name="lessonId" value={lesson.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="delete"
                  size="sm"
                  variant="destructive"
                  pending={busy(lesson.id, "delete")}
                >
                  {t.deleteSubmit}
                </Button>
              </Form>
            </details>
          </div>
        </li>
      ))}
    </ol>
  );
}
