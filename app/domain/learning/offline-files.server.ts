import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseResources } from "~/db/schema";
import type { VideoQuality } from "~/db/schema/enums";
import { findRenditions } from "~/domain/media/renditions.server";
import type { LessonVideoCopies } from "~/domain/media/video-choice.server";
import type { ContentLesson } from "./course-content.server";

/**
 * What downloading a lesson for offline fetches besides its page: our own files only, each with
 * the bytes it will take on the phone (0: not known yet), in the order they are fetched.
 */
export type OfflineFiles = Record<string, number>;

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
 * plays for them: data saver unless they chose otherwise), with their sizes: the copy's and the
 * poster's as the rendition worker recorded them; a video without copies downloads its original,
 * whose size the worker records too (0 until it has looked). Videos hosted elsewhere are never
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
  const originals = input.lessons.filter(
    (l) => !input.copies[l.id] && l.type !== "text" && isOurs(l.videoUrl),
  );
  const renditions = await findRenditions(
    db,
    originals.map((l) => l.videoUrl),
  );
  const lessons: Record<string, OfflineFiles> = {};
  for (const lesson of input.lessons) {
    const copies = input.copies[lesson.id];
    const files: OfflineFiles = {};
    if (copies) {
      const copy =
        input.quality === "audio" ? (copies.audio ?? copies["data-saver"]) : copies[input.quality];
      files[copy.url] = copy.bytes;
      if (isOurs(copies.poster)) files[copies.poster] = copies.posterBytes;
    } else if (lesson.type !== "text" && isOurs(lesson.videoUrl)) {
      files[lesson.videoUrl] = renditions.get(lesson.videoUrl)?.sourceBytes ?? 0;
    }
    lessons[lesson.id] = files;
  }
  const rows = await db
    .select({ url: courseResources.url, sizeBytes: courseResources.sizeBytes })
    .from(courseResources)
    .where(and(eq(courseResources.courseId, input.courseId), eq(courseResources.kind, "file")))
    .orderBy(asc(courseResources.sortOrder), asc(courseResources.createdAt));
  const guides: OfflineFiles = {};
  for (const row of rows) if (isOurs(row.url)) guides[row.url] = row.sizeBytes ?? 0;
  return { lessons, guides };
}
