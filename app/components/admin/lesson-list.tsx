import { useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";
import { LESSON_TYPE_LABELS } from "~/domain/admin/courses.constants";
import { MoveButtons } from "./move-buttons";

export type LessonListItem = {
  id: string;
  title: string;
  type: "video" | "embed" | "text";
  duration: string;
  videoUrl: string | null;
};

/**
 * The lessons of a course in their order. Move up/down and delete are small forms, so reordering
 * and deleting work without JavaScript; the delete confirmation sits in a <details>.
 */
export function LessonList({ courseId, lessons }: { courseId: string; lessons: LessonListItem[] }) {
  const navigation = useNavigation();
  const busy = (lessonId: string, intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("lessonId") === lessonId &&
    navigation.formData?.get("intent") === intent;
  return (
    <ol className="space-y-3" aria-label="Lessons in order">
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
                <span className="sr-only">Lesson {index + 1}: </span>
                {lesson.title}
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <Badge variant={lesson.type === "text" ? "neutral" : "info"}>
                  {LESSON_TYPE_LABELS[lesson.type]}
                </Badge>
                <span>{lesson.duration}</span>
                {lesson.type !== "text" && !lesson.videoUrl ? (
                  <Badge variant="warning">No video yet</Badge>
                ) : null}
              </p>
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
              aria-label={`Edit ${lesson.title}`}
            >
              Edit
            </ButtonLink>
            <details className="group">
              <summary
                className={cn(
                  buttonClasses({ variant: "ghost", size: "sm" }),
                  "cursor-pointer list-none text-danger hover:bg-danger-bg [&::-webkit-details-marker]:hidden",
                )}
                aria-label={`Delete ${lesson.title}`}
              >
                Delete
              </summary>
              <Form
                method="post"
                className="mt-2 space-y-2 rounded-lg border border-danger-border bg-danger-bg p-3 text-sm"
              >
                <p>
                  Delete <strong>{lesson.title}</strong>? Learners' progress on it is removed too.
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
                  Yes, delete lesson
                </Button>
              </Form>
            </details>
          </div>
        </li>
      ))}
    </ol>
  );
}
