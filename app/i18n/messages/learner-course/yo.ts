import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  notFound: "Kọ́ọ̀sì yìí kò sí, tàbí kò sí mọ́.",
  toasts: {
    notEnrolled: {
      title: "O gbọ́dọ̀ forúkọ sílẹ̀",
      description: "Jọ̀wọ́ forúkọ sílẹ̀ fún kọ́ọ̀sì yìí kí o tó lè ṣí àwọn ẹ̀kọ́ rẹ̀.",
    },
    courseComplete: {
      title: "O ti parí kọ́ọ̀sì",
      description: "O ti parí gbogbo ẹ̀kọ́. Ìwé-ẹ̀rí rẹ ti ṣetán.",
    },
    lessonComplete: { title: "O ti parí ẹ̀kọ́", description: "A ti fi ìtẹ̀síwájú rẹ pamọ́." },
  },
  progressMessages: {
    lesson: "Yan ẹ̀kọ́ kan nínú kọ́ọ̀sì yìí.",
    percent: "Ìtẹ̀síwájú gbọ́dọ̀ jẹ́ odidi nọ́mbà láti 0 dé 100.",
    seconds: "Ìṣẹ́jú-àáyá gbọ́dọ̀ jẹ́ odidi nọ́mbà, 0 tàbí jù bẹ́ẹ̀ lọ.",
    notInCourse: "Ẹ̀kọ́ yìí kì í ṣe ara kọ́ọ̀sì yìí.",
    notEnrolled: "O kò tíì forúkọ sílẹ̀ fún kọ́ọ̀sì yìí.",
    intent: "A kò mọ iṣẹ́ yìí.",
  },
  metaTitle: "Àwọn ẹ̀kọ́ inú kọ́ọ̀sì",
  errors: {
    notFound: "A kò rí kọ́ọ̀sì náà",
    heading: "Àwọn ẹ̀kọ́ inú kọ́ọ̀sì",
    failed: "A kò lè ṣí àwọn ẹ̀kọ́ inú kọ́ọ̀sì náà.",
    back: "Padà sí Àwọn Kọ́ọ̀sì Mi",
  },
  taughtBy: "Olùkọ́: {name}",
  taughtByLessons: plural("Olùkọ́: {name} · ẹ̀kọ́ {count}", "Olùkọ́: {name} · ẹ̀kọ́ {count}"),
  noLessons: {
    title: "Kò sí ẹ̀kọ́ kankan síbẹ̀",
    text: "À ń pèsè àwọn ẹ̀kọ́ kọ́ọ̀sì yìí. Wàá rí wọn níbí ní kété tí a bá gbé wọn jáde.",
  },
  courseComplete: "O ti parí kọ́ọ̀sì",
  finishedAll: "O ti parí gbogbo ẹ̀kọ́ kọ́ọ̀sì yìí. {link}.",
  viewCertificate: "Wo ìwé-ẹ̀rí rẹ",
  progressNotSaved: "A kò fi ìtẹ̀síwájú pamọ́",
  tryAgain: "Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.",
  breadcrumb: "Ibi tí o wà",
  myCourses: "Àwọn Kọ́ọ̀sì Mi",
  lessonOf: "Ẹ̀kọ́ {number} nínú {total} · {duration}",
  completed: "Ó ti parí",
  noscriptHint:
    "A máa ń fi ìtẹ̀síwájú pamọ́ fúnra rẹ̀ tí JavaScript bá wà ní títàn. Ṣé o ti wo ẹ̀kọ́ yìí? Sàmì sí i níbí.",
  nav: {
    label: "Ẹ̀kọ́ tí ó ṣáájú àti èyí tó kàn",
    next: "Tókàn",
    previous: "Ti tẹ́lẹ̀",
    lesson: "ẹ̀kọ́",
    courseCompleteLabel: "O ti parí kọ́ọ̀sì: wo ìwé-ẹ̀rí rẹ",
    lessonsLeft: plural("Ẹ̀kọ́ {count} ló kù", "Ẹ̀kọ́ {count} ló kù"),
    finishToComplete: "Parí ẹ̀kọ́ yìí kí o lè parí kọ́ọ̀sì náà.",
    nextLesson: "Ẹ̀kọ́ tókàn",
  },
  progress: {
    heading: "Ìtẹ̀síwájú rẹ",
    thisLesson: "Ẹ̀kọ́ yìí",
    watched: "Iye tí o ti wò nínú {title}",
    lessonComplete: "Ẹ̀kọ́ ti parí.",
    countsWithCheck: "Ẹ̀kọ́ yìí máa kà sí parí tí o bá ti wo {percent}% tí o sì yege ìdánwò rẹ̀.",
    counts: "Ẹ̀kọ́ kan máa kà sí parí tí o bá ti wo {percent}%.",
    course: "Ìtẹ̀síwájú kọ́ọ̀sì",
    courseLabel: "Ìtẹ̀síwájú {title}",
    lessonsCompleted: "O ti parí ẹ̀kọ́ {completed} nínú {total}.",
    finalPassed: "O ti yege ìdánwò ìkẹyìn.",
    finalNotPassed: "O kò tíì yege ìdánwò ìkẹyìn.",
    hints: {
      complete: "O ti parí kọ́ọ̀sì. O ṣeun púpọ̀!",
      almost: "O ti fẹ́rẹ̀ parí! Díẹ̀ ló kù kí o parí kọ́ọ̀sì yìí.",
      halfway: "O ti dé ààbọ̀. Máa tẹ̀síwájú!",
      start: "Gbogbo ẹ̀kọ́ tí o bá parí ń gbé kọ́ọ̀sì rẹ síwájú.",
    },
  },
  cards: {
    watchOn: "Wo “{title}” lórí {host}",
    newTab: "(yóò ṣí ní ojú-ìwé tuntun)",
    hostedOn:
      "Fídíò yìí wà lórí {host}, yóò sì ṣí ní ojú-ìwé tuntun. Padà wá síbí kí o sàmì pé o ti parí ẹ̀kọ́ náà lẹ́yìn tí o bá wò ó tán.",
    reading: "Ẹ̀kọ́ kíkà",
    youCompleted: "O ti parí ẹ̀kọ́ yìí.",
    markCompleted: "Sàmì pé o ti parí",
  },
  list: {
    heading: "Àwọn ẹ̀kọ́ kọ́ọ̀sì",
    completedOf: "{done} nínú {total} ti parí",
    lessonNumber: "Ẹ̀kọ́ {number}: ",
    watchedPercent: "O ti wo {percent}%",
  },
  player: {
    videoLabel: "Fídíò ẹ̀kọ́: {title}",
    cannotPlay: "Aṣàwákiri rẹ kò lè ṣe fídíò yìí. {link} dípò rẹ̀.",
    download: "Gba fídíò náà sílẹ̀",
    playbackError: "Fídíò kò ṣiṣẹ́",
    unableToPlay: "A kò lè ṣe fídíò náà. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.",
    tryAgain: "Gbìyànjú lẹ́ẹ̀kan sí i",
    lessonComplete: "O ti parí ẹ̀kọ́",
    watchAgain: "Tún wò ó",
    skipForward: "Fò síwájú ìṣẹ́jú-àáyá {seconds}",
    volume: "Ohùn",
    resumesAt: "Yóò bẹ̀rẹ̀ láti {time}",
  },
};

export default yo;
