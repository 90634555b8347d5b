import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  notFound: "Wannan kwas ɗin babu shi ko kuma ba a samunsa yanzu.",
  toasts: {
    notEnrolled: {
      title: "Sai ka shiga kwas",
      description: "Don Allah ka shiga wannan kwas domin ka buɗe darussansa.",
    },
    courseComplete: {
      title: "An kammala kwas",
      description: "Ka gama duk darussan. Takardar shaidarka ta shirya.",
    },
    lessonComplete: { title: "An kammala darasi", description: "An ajiye ci gabanka." },
  },
  progressMessages: {
    lesson: "Zaɓi darasi na wannan kwas.",
    percent: "Ci gaba dole ya zama cikakken lamba daga 0 zuwa 100.",
    seconds: "Daƙiƙoƙi dole su zama cikakken lamba, 0 ko fiye.",
    notInCourse: "Wannan darasi ba na wannan kwas ba ne.",
    measured:
      "Wannan darasin bidiyo yana kammala yayin da kake kallo: babu abin da za a yi wa alama.",
    notEnrolled: "Ba ka shiga wannan kwas ba.",
    intent: "Ba a san wannan aikin ba.",
  },
  metaTitle: "Abin da ke cikin kwas",
  errors: {
    notFound: "Ba a sami kwas ɗin ba",
    heading: "Abin da ke cikin kwas",
    failed: "Ba a iya loda abin da ke cikin kwas ba.",
    back: "Koma zuwa Kwasa-kwasaina",
  },
  taughtBy: "Malami: {name}",
  taughtByLessons: plural("Malami: {name} · darasi {count}", "Malami: {name} · darussa {count}"),
  noLessons: {
    title: "Babu darussa tukuna",
    text: "Ana shirya darussan wannan kwas. Za ka same su a nan da zarar an fitar da su.",
  },
  courseComplete: "An kammala kwas",
  finishedAll: "Ka gama duk darussan wannan kwas. {link}.",
  viewCertificate: "Duba takardar shaidarka",
  progressNotSaved: "Ba a ajiye ci gaba ba",
  tryAgain: "Don Allah a sake gwadawa.",
  breadcrumb: "Inda kake",
  myCourses: "Kwasa-kwasaina",
  lessonOf: "Darasi {number} cikin {total} · {duration}",
  completed: "An kammala",
  noscriptHint:
    "Idan JavaScript yana aiki, ana ajiye ci gaba yayin da bidiyon ke kunne, kuma darasin yana kammala da zarar ka kalli mafi yawansa.",
  nav: {
    label: "Darasin baya da na gaba",
    next: "Gaba",
    previous: "Baya",
    lesson: "darasi",
    courseCompleteLabel: "An kammala kwas: duba takardar shaidarka",
    lessonsLeft: plural("Darasi {count} ya rage", "Darussa {count} sun rage"),
    finishToComplete: "Gama wannan darasi domin ka kammala kwas ɗin.",
    nextLesson: "Darasi na gaba",
  },
  progress: {
    heading: "Ci gabanka",
    thisLesson: "Wannan darasi",
    watched: "Yawan da ka kalla na {title}",
    lessonComplete: "An kammala darasi.",
    countsWithCheck: "Wannan darasi yana kammala idan ka kalli {percent}% kuma ka ci jarrabawarsa.",
    counts: "Darasi yana kammala idan ka kalli {percent}%.",
    course: "Ci gaban kwas",
    courseLabel: "Ci gaban {title}",
    lessonsCompleted: "An kammala darussa {completed} cikin {total}.",
    finalPassed: "Ka ci jarrabawar ƙarshe.",
    finalNotPassed: "Ba ka ci jarrabawar ƙarshe ba tukuna.",
    hints: {
      complete: "An kammala kwas. Madalla!",
      almost: "Ka kusa gamawa! Ɗan kaɗan ya rage ka gama wannan kwas.",
      halfway: "Ka kai rabi. Ci gaba!",
      start: "Kowane darasi da ka gama yana ciyar da kwas ɗinka gaba.",
    },
  },
  cards: {
    watchOn: "Kalli “{title}” a {host}",
    newTab: "(zai buɗe a sabon shafi)",
    hostedOn:
      "Wannan bidiyo yana a {host} kuma zai buɗe a sabon shafi. Idan ka gama kallo, dawo nan ka yi wa darasin alamar an kammala.",
    reading: "Darasin karatu",
    youCompleted: "Ka kammala wannan darasi.",
    markCompleted: "Yi alamar an kammala",
  },
  list: {
    heading: "Darussan kwas",
    completedOf: "An kammala {done} cikin {total}",
    lessonNumber: "Darasi {number}: ",
    watchedPercent: "An kalla {percent}%",
  },
  player: {
    videoLabel: "Bidiyon darasi: {title}",
    cannotPlay: "Burauzarka ba zai iya kunna wannan bidiyo ba. {link} maimakon haka.",
    download: "Sauke bidiyon",
    playbackError: "Matsalar kunna bidiyo",
    unableToPlay: "Ba a iya kunna bidiyon ba. Don Allah a sake gwadawa.",
    tryAgain: "Sake gwadawa",
    lessonComplete: "An kammala darasi",
    endReached: "Ƙarshen bidiyon",
    notCountedYet: "Wannan darasi zai kammala da zarar ka kalli mafi yawansa a saurin da aka saba.",
    watchAgain: "Sake kallo",
    skipForward: "Tsallake gaba daƙiƙa {seconds}",
    volume: "Ƙarar sauti",
    resumesAt: "Zai ci gaba daga {time}",
    quality: {
      label: "Girman bidiyo:",
      option: "{name} · {size}",
      "data-saver": "Mai tattalin data",
      standard: "Na yau da kullum",
      audio: "Sauti kawai",
    },
  },
};

export default ha;
