import { z } from "zod";
import type { Compiled } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import type en from "~/i18n/messages/notices/en";
import { formatDate, formatTimeSlot } from "~/lib/format";

// What a notification says, stored as a message key and its parameters (the `notice` column), so
// it is written in the reader's language each time it is read: a learner who switches to Hausa
// reads their whole history in Hausa. Titles of courses and quizzes stay as their authors wrote
// them. Staff announcements (one text for everyone) have no key and are shown as written.

const text = z.string().max(500);

export const noticeSchema = z.discriminatedUnion("key", [
  z.object({ key: z.literal("courseComplete"), course: text.nullable() }),
  z.object({ key: z.literal("certificateReady"), course: text }),
  z.object({ key: z.literal("quizPassed"), quiz: text, score: z.number() }),
  z.object({ key: z.literal("enrolled"), course: text }),
  z.object({ key: z.literal("paidEnrolled"), course: text }),
  z.object({ key: z.literal("refunded"), course: text }),
  z.object({
    key: z.enum(["consultationConfirmed", "consultationCancelled"]),
    plan: text,
    /** The requested date (YYYY-MM-DD) and hour ("14:00"), written in the reader's format. */
    date: text.nullable(),
    time: text.nullable(),
  }),
  z.object({ key: z.literal("consultationCompleted"), plan: text }),
  z.object({ key: z.literal("consultationUpdated"), plan: text, status: text }),
]);

export type Notice = z.infer<typeof noticeSchema>;

/** The `notices` namespace in one language: `translate(locale, notices)`. */
export type NoticeMessages = Compiled<typeof en>;

/** A notice's title and message in `locale`. */
export function renderNotice(
  notice: Notice,
  t: NoticeMessages,
  locale: Locale,
): { title: string; message: string } {
  switch (notice.key) {
    case "courseComplete":
      return {
        title: t.courseComplete.title,
        message: t.courseComplete.message({ course: notice.course ?? t.yourCourse }),
      };
    case "certificateReady":
      return {
        title: t.certificateReady.title,
        message: t.certificateReady.message({ course: notice.course }),
      };
    case "quizPassed":
      return {
        title: t.quizPassed.title,
        message: t.quizPassed.message({ quiz: notice.quiz, score: notice.score }),
      };
    case "enrolled":
      return { title: t.enrolled.title({ course: notice.course }), message: t.enrolled.message };
    case "paidEnrolled":
      return {
        title: t.paidEnrolled.title({ course: notice.course }),
        message: t.paidEnrolled.message,
      };
    case "refunded":
      return { title: t.refunded.title({ course: notice.course }), message: t.refunded.message };
    case "consultationConfirmed":
    case "consultationCancelled": {
      const words =
        notice.key === "consultationConfirmed"
          ? t.consultation.confirmed
          : t.consultation.cancelled;
      const date = notice.date ? t.consultation.on({ date: formatDate(notice.date, locale) }) : "";
      const time = notice.time
        ? t.consultation.at({ time: formatTimeSlot(notice.time, locale) })
        : "";
      return {
        title: words.title,
        message: words.message({ plan: notice.plan, when: `${date}${time}` }),
      };
    }
    case "consultationCompleted":
      return {
        title: t.consultation.completed.title,
        message: t.consultation.completed.message({ plan: notice.plan }),
      };
    case "consultationUpdated":
      return {
        title: t.consultation.updated.title,
        message: t.consultation.updated.message({ plan: notice.plan, status: notice.status }),
      };
  }
}

/** A stored `notice` value as a Notice, or null when there is none or it cannot be read. */
export function readNotice(value: unknown): Notice | null {
  if (value === null || value === undefined) return null;
  const parsed = noticeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
