import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  notFound: "Kọọsụ a adịghị, ma ọ bụ na ọ dịghịzi.",
  toasts: {
    notEnrolled: {
      title: "Ị ga-edebanye aha",
      description: "Biko debanye aha na kọọsụ a ka ị nwee ike imeghe nkuzi ya.",
    },
    courseComplete: {
      title: "Kọọsụ agwụla",
      description: "Ị gụchaala nkuzi niile. Asambodo gị adịla njikere.",
    },
    lessonComplete: { title: "Nkuzi agwụla", description: "Anyị echekwala ọganihu gị." },
  },
  progressMessages: {
    lesson: "Họrọ otu nkuzi na kọọsụ a.",
    percent: "Ọganihu ga-abụ ọnụọgụ zuru ezu site na 0 ruo 100.",
    seconds: "Sekọnd ga-abụ ọnụọgụ zuru ezu, 0 ma ọ bụ karịa.",
    notInCourse: "Nkuzi a esoghị na kọọsụ a.",
    notEnrolled: "Ị debanyebeghị aha na kọọsụ a.",
    intent: "Amaghị ihe a.",
  },
  metaTitle: "Ihe dị na kọọsụ",
  errors: {
    notFound: "Ahụghị kọọsụ ahụ",
    heading: "Ihe dị na kọọsụ",
    failed: "Anyị enweghị ike ibuli ihe dị na kọọsụ ahụ.",
    back: "Laghachi na Kọọsụ M",
  },
  taughtBy: "Onye nkuzi: {name}",
  taughtByLessons: plural(
    "Onye nkuzi: {name} · nkuzi {count}",
    "Onye nkuzi: {name} · nkuzi {count}",
  ),
  noLessons: {
    title: "Enweghị nkuzi ugbu a",
    text: "Anyị na-akwado nkuzi kọọsụ a. Ị ga-ahụ ha ebe a ozugbo anyị wepụtara ha.",
  },
  courseComplete: "Kọọsụ agwụla",
  finishedAll: "Ị gụchaala nkuzi niile nke kọọsụ a. {link}.",
  viewCertificate: "Lee asambodo gị",
  progressNotSaved: "Echekwaghị ọganihu",
  tryAgain: "Biko nwaa ọzọ.",
  breadcrumb: "Ebe ị nọ",
  myCourses: "Kọọsụ M",
  lessonOf: "Nkuzi {number} n’ime {total} · {duration}",
  completed: "Agwụla",
  noscriptHint:
    "A na-echekwa ọganihu n’onwe ya mgbe JavaScript na-arụ ọrụ. Ị lere nkuzi a? Kaa ya akara ebe a.",
  nav: {
    label: "Nkuzi gara aga na nke ọzọ",
    next: "Nke ọzọ",
    previous: "Nke gara aga",
    lesson: "nkuzi",
    courseCompleteLabel: "Kọọsụ agwụla: lee asambodo gị",
    lessonsLeft: plural("Nkuzi {count} fọdụrụ", "Nkuzi {count} fọdụrụ"),
    finishToComplete: "Mechaa nkuzi a ka kọọsụ ahụ gwụchaa.",
    nextLesson: "Nkuzi ọzọ",
  },
  progress: {
    heading: "Ọganihu gị",
    thisLesson: "Nkuzi a",
    watched: "Ole ị lere na {title}",
    lessonComplete: "Nkuzi agwụla.",
    countsWithCheck: "A na-agụ nkuzi a dị ka ihe gwụrụ mgbe ị lere {percent}% ma gafee ule ya.",
    counts: "A na-agụ nkuzi dị ka ihe gwụrụ mgbe ị lere {percent}%.",
    course: "Ọganihu kọọsụ",
    courseLabel: "Ọganihu {title}",
    lessonsCompleted: "Nkuzi {completed} n’ime {total} agwụla.",
    finalPassed: "Ị gafere ule ikpeazụ.",
    finalNotPassed: "Ị gafebeghị ule ikpeazụ.",
    hints: {
      complete: "Kọọsụ agwụla. Ị mere nke ọma!",
      almost: "Ị fọrọ nke nta ka ị gụchaa! Ọ fọdụrụ ntakịrị ka kọọsụ a gwụ.",
      halfway: "Ị ruola ọkara. Gaa n’ihu!",
      start: "Nkuzi ọ bụla ị gụchara na-ebuga kọọsụ gị n’ihu.",
    },
  },
  cards: {
    watchOn: "Lee “{title}” na {host}",
    newTab: "(ọ ga-emepe na taabụ ọhụrụ)",
    hostedOn:
      "Vidiyo a dị na {host} ma ọ ga-emepe na taabụ ọhụrụ. Mgbe ị lechara ya, lọghachi ebe a ka ị kaa nkuzi ahụ akara na ọ gwụla.",
    reading: "Nkuzi ịgụ",
    youCompleted: "Ị gụchaala nkuzi a.",
    markCompleted: "Kaa ya akara na ọ gwụla",
  },
  list: {
    heading: "Nkuzi kọọsụ",
    completedOf: "{done} n’ime {total} agwụla",
    lessonNumber: "Nkuzi {number}: ",
    watchedPercent: "Ị lere {percent}%",
  },
  player: {
    videoLabel: "Vidiyo nkuzi: {title}",
    cannotPlay: "Ihe nchọgharị gị enweghị ike ịkpọ vidiyo a. {link} kama.",
    download: "Budata vidiyo ahụ",
    playbackError: "Vidiyo ajụghị ịkpọ",
    unableToPlay: "Anyị enweghị ike ịkpọ vidiyo ahụ. Biko nwaa ọzọ.",
    tryAgain: "Nwaa ọzọ",
    lessonComplete: "Nkuzi agwụla",
    watchAgain: "Lee ya ọzọ",
    skipForward: "Wụga n’ihu sekọnd {seconds}",
    volume: "Olu",
    resumesAt: "Ọ ga-amalite site na {time}",
    quality: {
      label: "Nha vidiyo:",
      option: "{name} · {size}",
      "data-saver": "Nchekwa data",
      standard: "Nkịtị",
      audio: "Ụda naanị",
    },
  },
};

export default ig;
