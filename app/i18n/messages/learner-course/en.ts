import { plural } from "~/i18n/define";

/** A course's lessons page for its learner: the lesson, its player, the list, progress. */
const en = {
  notFound: "This course does not exist or is no longer available.",
  toasts: {
    notEnrolled: {
      title: "Enrollment Required",
      description: "Please enroll in this course to open its lessons.",
    },
    courseComplete: {
      title: "Course Complete",
      description: "You finished every lesson. Your certificate is ready.",
    },
    lessonComplete: { title: "Lesson Complete", description: "Your progress has been saved." },
  },
  progressMessages: {
    lesson: "Choose a lesson of this course.",
    percent: "Progress must be a whole number from 0 to 100.",
    seconds: "Seconds must be a whole number of 0 or more.",
    notInCourse: "This lesson is not part of this course.",
    measured: "This video lesson completes as you watch it: there is nothing to mark.",
    notEnrolled: "You are not enrolled in this course.",
    intent: "Unknown action.",
  },
  metaTitle: "Course content",
  errors: {
    notFound: "Course not found",
    heading: "Course content",
    failed: "Could not load course content.",
    back: "Back to My Courses",
  },
  taughtBy: "Taught by {name}",
  taughtByLessons: plural(
    "Taught by {name} · {count} lesson",
    "Taught by {name} · {count} lessons",
  ),
  noLessons: {
    title: "No lessons yet",
    text: "The lessons of this course are being prepared. You will find them here as soon as they are published.",
  },
  courseComplete: "Course Complete",
  finishedAll: "You finished every lesson of this course. {link}.",
  viewCertificate: "View your certificate",
  progressNotSaved: "Progress not saved",
  tryAgain: "Please try again.",
  breadcrumb: "Breadcrumb",
  myCourses: "My Courses",
  lessonOf: "Lesson {number} of {total} · {duration}",
  completed: "Completed",
  noscriptHint:
    "With JavaScript on, progress is saved as the video plays, and the lesson completes once you have watched most of it.",
  nav: {
    label: "Previous and next lesson",
    next: "Next",
    previous: "Previous",
    lesson: "lesson",
    courseCompleteLabel: "Course Complete: view your certificate",
    lessonsLeft: plural("{count} lesson left", "{count} lessons left"),
    finishToComplete: "Finish this lesson to complete the course.",
    nextLesson: "Next lesson",
  },
  progress: {
    heading: "Your progress",
    thisLesson: "This lesson",
    watched: "{title} watched",
    lessonComplete: "Lesson complete.",
    countsWithCheck: "This lesson counts as completed at {percent}% watched and its check passed.",
    counts: "A lesson counts as completed at {percent}% watched.",
    course: "Course progress",
    courseLabel: "{title} progress",
    lessonsCompleted: "{completed} of {total} lessons completed.",
    finalPassed: "Final assessment passed.",
    finalNotPassed: "Final assessment not passed yet.",
    hints: {
      complete: "Course complete. Well done!",
      almost: "Almost done! Only a little left to finish this course.",
      halfway: "Halfway there. Keep going!",
      start: "Each lesson you finish moves your course forward.",
    },
  },
  cards: {
    watchOn: "Watch “{title}” on {host}",
    newTab: "(opens in a new tab)",
    hostedOn:
      "This video is hosted on {host} and opens in a new tab. Come back here and mark the lesson as completed when you have watched it.",
    reading: "Reading lesson",
    youCompleted: "You completed this lesson.",
    markCompleted: "Mark as Completed",
  },
  list: {
    heading: "Course lessons",
    completedOf: "{done} of {total} completed",
    lessonNumber: "Lesson {number}: ",
    watchedPercent: "{percent}% watched",
  },
  player: {
    videoLabel: "Lesson video: {title}",
    cannotPlay: "Your browser cannot play this video. {link} instead.",
    download: "Download the video",
    playbackError: "Playback Error",
    unableToPlay: "Unable to play video. Please try again.",
    tryAgain: "Try again",
    lessonComplete: "Lesson Complete",
    endReached: "End of the video",
    notCountedYet:
      "This lesson counts as completed once you have watched most of it at normal speed.",
    watchAgain: "Watch again",
    skipForward: "Skip forward {seconds} seconds",
    volume: "Volume",
    resumesAt: "Resumes at {time}",
    quality: {
      label: "Video size:",
      option: "{name} · {size}",
      "data-saver": "Data saver",
      standard: "Standard",
      audio: "Audio only",
    },
  },
} as const;

export default en;
