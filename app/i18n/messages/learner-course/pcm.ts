import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  notFound: "Dis course no dey or e no dey available again.",
  toasts: {
    notEnrolled: {
      title: "You need join first",
      description: "Abeg join dis course make you fit open im lessons.",
    },
    courseComplete: {
      title: "Course don finish",
      description: "You don finish all di lessons. Your certificate don ready.",
    },
    lessonComplete: { title: "Lesson don finish", description: "We don save how far you reach." },
  },
  progressMessages: {
    lesson: "Choose one lesson for dis course.",
    percent: "Progress must be full number from 0 reach 100.",
    seconds: "Seconds must be full number, 0 or pass am.",
    notInCourse: "Dis lesson no be part of dis course.",
    measured: "Dis video lesson dey complete as you dey watch am: nothing dey to mark.",
    notEnrolled: "You never join dis course.",
    intent: "We no sabi dis action.",
  },
  metaTitle: "Wetin dey inside di course",
  errors: {
    notFound: "We no see di course",
    heading: "Wetin dey inside di course",
    failed: "We no fit load wetin dey inside di course.",
    back: "Go back to My Courses",
  },
  taughtBy: "{name} dey teach am",
  taughtByLessons: plural(
    "{name} dey teach am · {count} lesson",
    "{name} dey teach am · {count} lessons",
  ),
  noLessons: {
    title: "No lesson never dey",
    text: "We still dey prepare di lessons for dis course. You go see dem here as soon as we put dem out.",
  },
  courseComplete: "Course don finish",
  finishedAll: "You don finish all di lessons for dis course. {link}.",
  viewCertificate: "See your certificate",
  progressNotSaved: "We no fit save how far you reach",
  tryAgain: "Abeg try again.",
  breadcrumb: "Where you dey",
  myCourses: "My Courses",
  lessonOf: "Lesson {number} for {total} · {duration}",
  completed: "E don finish",
  noscriptHint:
    "When JavaScript dey on, we dey save how far you reach as the video dey play, and the lesson go complete once you don watch most of am.",
  nav: {
    label: "Lesson wey pass and di next one",
    next: "Next",
    previous: "Back",
    lesson: "lesson",
    courseCompleteLabel: "Course don finish: see your certificate",
    lessonsLeft: plural("{count} lesson remain", "{count} lessons remain"),
    finishToComplete: "Finish dis lesson make di course complete.",
    nextLesson: "Next lesson",
  },
  progress: {
    heading: "How far you don reach",
    thisLesson: "Dis lesson",
    watched: "How much of {title} you don watch",
    lessonComplete: "Lesson don finish.",
    countsWithCheck:
      "Dis lesson go count as finished when you don watch {percent}% and pass im test.",
    counts: "Lesson go count as finished when you don watch {percent}%.",
    course: "How di course dey go",
    courseLabel: "How {title} dey go",
    lessonsCompleted: "{completed} for {total} lessons don finish.",
    finalPassed: "You don pass di final test.",
    finalNotPassed: "You never pass di final test.",
    hints: {
      complete: "Course don finish. Well done!",
      almost: "You don almost finish! Na small remain for dis course.",
      halfway: "You don reach half. Keep am up!",
      start: "Every lesson wey you finish dey push your course go front.",
    },
  },
  cards: {
    watchOn: "Watch “{title}” for {host}",
    newTab: "(e go open for new tab)",
    hostedOn:
      "Dis video dey for {host} and e go open for new tab. When you don watch am, come back here come mark di lesson as finished.",
    reading: "Lesson wey you go read",
    youCompleted: "You don finish dis lesson.",
    markCompleted: "Mark am as finished",
  },
  list: {
    heading: "Di course lessons",
    completedOf: "{done} for {total} don finish",
    lessonNumber: "Lesson {number}: ",
    watchedPercent: "You don watch {percent}%",
  },
  player: {
    videoLabel: "Lesson video: {title}",
    cannotPlay: "Your browser no fit play dis video. {link} instead.",
    download: "Download di video",
    playbackError: "Video no gree play",
    unableToPlay: "We no fit play di video. Abeg try again.",
    tryAgain: "Try again",
    lessonComplete: "Lesson don finish",
    endReached: "Video don finish",
    notCountedYet:
      "Dis lesson go count as complete once you don watch most of am for normal speed.",
    watchAgain: "Watch am again",
    skipForward: "Jump go front {seconds} seconds",
    volume: "Volume",
    resumesAt: "E go start from {time}",
    quality: {
      label: "Video size:",
      option: "{name} · {size}",
      "data-saver": "Data saver",
      standard: "Standard",
      audio: "Na only sound",
    },
  },
};

export default pcm;
