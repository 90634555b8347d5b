import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  yourCourse: "kọọsụ gị",
  courseComplete: {
    title: "Kọọsụ agwụla",
    message: "Ekele! I mechara {course}.",
  },
  certificateReady: {
    title: "Asambodo adịla njikere",
    message: "Asambodo gị maka {course} adịla njikere ibudata.",
  },
  quizPassed: {
    title: "Ị gafere ule",
    message: "Ị gafere {quiz} na {score}%.",
  },
  enrolled: {
    title: "I debanyela aha na {course}",
    message:
      "Malite na nkuzi mbụ mgbe ọ bụla ị dị njikere: anyị na-echekwa ọganihu gị ka ị na-ekiri.",
  },
  paidEnrolled: {
    title: "I debanyela aha na {course}",
    message: "Anyị natara ụgwọ ị kwụrụ. Malite na nkuzi mbụ mgbe ọ bụla ị dị njikere.",
  },
  refunded: {
    title: "Ego e weghachiri maka {course}",
    message:
      "E weghachiri ego gị, ohere ịbanye kọọsụ ahụ agwụkwala. Ụlọ akụ na-ewekarị ụbọchị ọrụ ole na ole tupu o gosi.",
  },
  consultation: {
    on: " na {date}",
    at: " n’elekere {time}",
    confirmed: {
      title: "Akwadoro ndụmọdụ",
      message: "Akwadoro ndụmọdụ {plan} gị{when}. Ọkachamara anyị ga-akpọtụrụ gị tupu nzukọ ahụ.",
    },
    completed: {
      title: "Ndụmọdụ agwụla",
      message:
        "Ndụmọdụ {plan} gị agwụla. Daalụ maka ịhọrọ anyị: hazie ndụmọdụ ọzọ mgbe ọ bụla ị chọrọ ndụmọdụ ọzọ.",
    },
    cancelled: {
      title: "Akagburu ndụmọdụ",
      message:
        "Akagburu arịrịọ ndụmọdụ {plan} gị{when}. Kpọtụrụ anyị ma ọ bụ hazie ọzọ ma ọ bụrụ na ị ka chọrọ ndụmọdụ.",
    },
    updated: {
      title: "Emelitere ndụmọdụ",
      message: "Arịrịọ ndụmọdụ {plan} gị dị ugbu a: {status}.",
    },
  },
};

export default ig;
