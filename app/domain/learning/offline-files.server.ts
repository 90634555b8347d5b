import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseResources } from "~/db/schema";
import type { VideoQuality } from "~/db/schema/enums";
import type { LessonVideoCopies } from "~/domain/media/video-choice.server";
import type { ContentLesson } from "./course-content.server";

/** What downloading a lesson for offline fetches besides its page: our own files only. */
export type OfflineFiles = { files: string[]; bytes: number };

/** A lesson's and its course's files for "Download for offline". */
export type CourseOfflineFiles = {
  /** By lesson: its video in the learner's chosen size (or the original) and its poster. */
  lessons: Record<string, OfflineFiles>;
  /** The course's guides (files we serve), fetched once with the first lesson downloaded. */
  guides: OfflineFiles;
};

const isOurs = (url: string | null | undefined): url is string =>
  Boolean(url?.startsWith("/") && !url.startsWith("//"));

/**
 * The files a learner's download of each lesson needs, in the size they chose (the copy that
 * plays for them: data saver unless they chose otherwise). A video without copies downloads its
 * original, whose size is unknown until fetched (0 here). Videos hosted elsewhere are never
 * downloaded. Call it only for a course the learner is enrolled in: it reads the course's guides.
 */
export async function findCourseOfflineFiles(
  db: Database,
  input: {
    courseId: string;
    lessons: readonly Pick<ContentLesson, "id" | "type" | "videoUrl">[];
    copies: Readonly<Record<string, LessonVideoCopies>>;
    quality: VideoQuality;
  },
): Promise<CourseOfflineFiles> {
  const lessons: Record<string, OfflineFiles> = {};
  for (const lesson of input.lessons) {
    const copies = input.copies[lesson.id];
    if (copies) {
      const copy =
        input.quality === "audio" ? (copies.audio ?? copies["data-saver"]) : copies[input.quality];
      lessons[lesson.id] = {
        files: [copy.url, ...(isOurs(copies.poster) ? [copies.poster] : [])],
        bytes: copy.bytes,
      };
    } else if (lesson.type !== "text" && isOurs(lesson.videoUrl)) {
      lessons[lesson.id] = { files: [lesson.videoUrl], bytes: 0 };
    } else {
      lessons[lesson.id] = { files: [], bytes: 0 };
    }
  }
  const rows = await db
    .select({ url: courseResources.url, sizeBytes: courseResources.sizeBytes })
    .from(courseResources)
    .where(and(eq(courseResources.courseId, input.courseId), eq(courseResources.kind, "file")))
    .orderBy(asc(courseResources.sortOrder), asc(courseResources.createdAt));
  const guides = rows.filter((r) => isOurs(r.url));
  return {
    lessons,
    guides: {
      files: guides.map((r) => r.url),
      bytes: guides.reduce((sum, r) => sum + (r.sizeBytes ?? 0), 0),
    },
  };
}
