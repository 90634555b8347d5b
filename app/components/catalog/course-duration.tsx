import { courseDurationOf, parseCourseDuration } from "~/domain/catalog/course-duration";
import { HTML_LANG, type Locale } from "~/i18n/locales";
import { ui } from "~/i18n/messages/ui";
import { useT } from "~/i18n/react";

export type DurationFields = {
  duration: string;
  durationAmount: number | null;
  durationUnit: string | null;
  /** The course's teaching language: a length kept as written is in it. */
  language?: Locale;
};

/** A course's length in the page's language ("makonni 3"), or as written when it is not a pair. */
export function CourseDurationText({ course }: { course: DurationFields }) {
  const t = useT(ui).durations;
  const duration = courseDurationOf(course);
  if (duration) return <>{t[duration.unit]({ count: duration.amount })}</>;
  return (
    <span lang={course.language ? HTML_LANG[course.language] : undefined}>{course.duration}</span>
  );
}

/**
 * A length kept as English words (a certificate's, written when it was issued) in the page's
 * language when it reads as a number and a unit.
 */
export function DurationWordsText({ words }: { words: string }) {
  const parsed = parseCourseDuration(words);
  return (
    <CourseDurationText
      course={{
        duration: words,
        durationAmount: parsed?.amount ?? null,
        durationUnit: parsed?.unit ?? null,
        language: "en",
      }}
    />
  );
}
