import { cn } from "~/components/ui/cn";
import { ClockIcon, LayersIcon, SproutIcon, UsersIcon } from "~/components/ui/icons";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";
import { CourseDurationText, type DurationFields } from "./course-duration";

type Facts = DurationFields & {
  lessonsCount: number;
  students: number;
};

/**
 * Duration, lessons and students (the level is a badge beside the title). A course nobody has
 * joined yet says "New course" rather than "0 students"; no stars are shown, since learners
 * cannot rate a course here and a rating from nobody would be made up.
 */
export function CourseFacts({ course, className }: { course: Facts; className?: string }) {
  const t = useT(catalog);
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-muted", className)}>
      <li className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-4 shrink-0" />
        <CourseDurationText course={course} />
      </li>
      <li className="inline-flex items-center gap-1.5">
        <LayersIcon className="size-4 shrink-0" />
        {t.facts.lessons({ count: course.lessonsCount })}
      </li>
      {course.students > 0 ? (
        <li className="inline-flex items-center gap-1.5">
          <UsersIcon className="size-4 shrink-0" />
          {t.facts.students({ count: course.students })}
        </li>
      ) : (
        <li className="inline-flex items-center gap-1.5 font-medium text-brand-700">
          <SproutIcon className="size-4 shrink-0" />
          {t.facts.newCourse}
        </li>
      )}
    </ul>
  );
}
