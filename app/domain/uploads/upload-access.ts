// Who may fetch an uploaded file, decided by the folder it is stored in (storeMedia's `folder`).
// No server code here: the public pages use it to tell which course files to show as locked.
//
// Public (anyone, cached for a year): avatars, story-avatars, course-thumbnails, course-videos
// (the intro film on the public course page), journey-images, journey-thumbnails, journey-videos,
// quiz-images (a question's picture: never the answer, which lives only in the question's key).
// A course's own (its enrolled learners and the staff who manage it; everyone else gets 404):
// lesson-videos, lesson-renditions (their smaller copies and posters, made by the rendition
// worker) and course-resources (the downloads).
//
// The demo content's files live in public/media, outside this rule: they are committed to the
// repository, and the demo lessons play the same film as every course's public introduction.

/** Folders whose files only a course's enrolled learners and its staff may fetch. */
export const COURSE_ONLY_FOLDERS: readonly string[] = [
  "lesson-videos",
  "lesson-renditions",
  "course-resources",
];

/** Whether the storage key `folder/name` holds a course's own file. */
export function isCourseOnlyKey(key: string): boolean {
  const slash = key.indexOf("/");
  return slash > 0 && COURSE_ONLY_FOLDERS.includes(key.slice(0, slash));
}

/** Whether an address is one of our /uploads/… files that only a course's learners may fetch. */
export function isCourseOnlyUrl(url: string): boolean {
  return url.startsWith("/uploads/") && isCourseOnlyKey(url.slice("/uploads/".length));
}
