import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  download: {
    heading: "Watch am even when network no dey",
    lesson: "Download am for offline ({size})",
    course: plural(
      "Download di whole course for offline: {count} lesson, {size}",
      "Download di whole course for offline: {count} lessons, {size}",
    ),
    sizeNote:
      "E go use di video size wey you choose. Free space wey remain for dis phone: {free}. Di download go stay until you delete am.",
    sizeNoteUnknown:
      "E go use di video size wey you choose. Di download go stay until you delete am.",
    firstDownload:
      "Di first download go also keep di app own files, wey all di downloads dey share.",
    working: "E dey download… {done} for {total} files",
    done: "You fit watch am offline",
    courseDone: "Every lesson for dis course dey ready for offline",
    failed: "Di download stop. Check your network come try again.",
    noSpace: "Space wey remain for dis phone no reach for dis download.",
    delete: "Delete di download",
    seeAll: "All your downloads",
    unsupported: "Dis browser no fit keep lessons make you watch dem offline.",
  },
  downloads: {
    title: "Downloads",
    intro:
      "Lessons wey you keep for dis phone make you watch dem without network. Any progress wey you make offline go send when you come back online.",
    loading: "We dey find downloads for dis phone…",
    noscript: "Downloads need JavaScript: on am make you fit keep lessons for dis phone.",
    empty: "No download dey yet. Open one lesson come press Download am for offline.",
    browse: "Go My Courses",
    total: "Downloads don use {size} · {free} still dey free",
    totalUnknown: "Downloads don use {size}",
    listLabel: "Lessons wey you don download",
    saved: "You download am {date}",
    open: "Open di lesson",
    delete: "Delete",
    deleteLabel: "Delete di download for {lesson}",
    deleted: "Download don delete.",
    waiting: plural(
      "{count} progress update dey wait make e send.",
      "{count} progress updates dey wait make dem send.",
    ),
    signOutNote:
      "If you comot, e go clear di downloads and progress wey never send from dis phone.",
  },
  offline: {
    title: "You no dey online now",
    intro:
      "We never download dis page. Dis ones you fit open without network; anything wey you learn offline, we go save am and send am when you come back online.",
    available: "Wetin you fit open offline",
    dashboard: "Overview",
    myCourses: "My Courses",
    downloads: "Downloads",
    retry: "Try again",
  },
  quizOffline: "Quiz need network: na our server dey mark di answers.",
};

export default pcm;
