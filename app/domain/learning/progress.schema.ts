import { z } from "zod";
import { VIDEO_QUALITIES } from "~/db/schema/enums";
import { MAX_REPORT_SECONDS, PROGRESS_MESSAGES } from "./progress-rules";

// The fields the course content page posts, checked by its action (server only: the rules the
// player shares live in progress-rules.ts).

// Any 8-4-4-4-12 hex id, as PostgreSQL accepts it (not only RFC 9562 versions).
const lessonId = z.guid({ error: PROGRESS_MESSAGES.lesson });
const seconds = z
  .number({ error: PROGRESS_MESSAGES.seconds })
  .int({ error: PROGRESS_MESSAGES.seconds })
  .min(0, { error: PROGRESS_MESSAGES.seconds })
  .max(MAX_REPORT_SECONDS, { error: PROGRESS_MESSAGES.seconds });

/**
 * POST /dashboard/courses/{courseId}/content (the contract in helpers' COMMON.md):
 * - intent=progress: lessonId, percent (0-100), position (seconds), watched (seconds played since
 *   the previous report);
 * - intent=complete: lessonId (Mark as Completed);
 * - intent=video-quality: lessonId, quality (data-saver, standard or audio).
 */
export const progressActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("progress"),
      lessonId,
      percent: z
        .number({ error: PROGRESS_MESSAGES.percent })
        .int({ error: PROGRESS_MESSAGES.percent })
        .min(0, { error: PROGRESS_MESSAGES.percent })
        .max(100, { error: PROGRESS_MESSAGES.percent }),
      position: seconds,
      watched: seconds,
    }),
    z.object({ intent: z.literal("complete"), lessonId }),
    // The player's Data saver / Standard / Audio only buttons: remembered for every lesson.
    z.object({
      intent: z.literal("video-quality"),
      lessonId,
      quality: z.enum(VIDEO_QUALITIES, { error: PROGRESS_MESSAGES.intent }),
    }),
  ],
  { error: PROGRESS_MESSAGES.intent },
);

export type ProgressActionInput = z.output<typeof progressActionSchema>;
