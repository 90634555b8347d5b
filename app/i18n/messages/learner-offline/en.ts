import { plural } from "~/i18n/define";

/** Learning offline: the lesson's download button, the Downloads page and the offline page. */
const en = {
  download: {
    heading: "Watch without a connection",
    lesson: "Download for offline ({size})",
    course: plural(
      "Download the course for offline: {count} lesson, {size}",
      "Download the course for offline: {count} lessons, {size}",
    ),
    sizeNote:
      "Uses your chosen video size. Free space on this phone: {free}. The download stays until you delete it.",
    sizeNoteUnknown: "Uses your chosen video size. The download stays until you delete it.",
    firstDownload: "The first download also keeps the app's own files, shared by every download.",
    working: "Downloading… {done} of {total} files",
    done: "Available offline",
    courseDone: "Every lesson of this course is available offline",
    failed: "The download stopped. Check your connection and try again.",
    noSpace: "There is not enough free space on this phone for this download.",
    delete: "Delete download",
    seeAll: "Your downloads",
    unsupported: "This browser cannot keep lessons for offline viewing.",
  },
  downloads: {
    title: "Downloads",
    intro:
      "Lessons kept on this phone to watch without a connection. Progress you make offline is sent when you are back online.",
    loading: "Looking for downloads on this phone…",
    noscript: "Downloads need JavaScript: turn it on to keep lessons on this phone.",
    empty: "No downloads yet. Open a lesson and choose Download for offline.",
    browse: "Go to My Courses",
    total: "{size} used by downloads · {free} free",
    totalUnknown: "{size} used by downloads",
    listLabel: "Downloaded lessons",
    saved: "Downloaded {date}",
    open: "Open lesson",
    delete: "Delete",
    deleteLabel: "Delete the download of {lesson}",
    deleted: "Download deleted.",
    waiting: plural(
      "{count} progress update is waiting to be sent.",
      "{count} progress updates are waiting to be sent.",
    ),
    signOutNote: "Signing out removes downloads and unsent progress from this phone.",
  },
  offline: {
    title: "You are offline",
    intro:
      "This page has not been downloaded. These are available without a connection; anything you learn offline is saved and sent when you are back online.",
    available: "Available offline",
    dashboard: "Dashboard",
    myCourses: "My Courses",
    downloads: "Downloads",
    retry: "Try again",
  },
  quizOffline: "Quizzes need a connection: answers are marked on our server.",
} as const;

export default en;
