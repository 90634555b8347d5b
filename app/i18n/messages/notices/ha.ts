import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  yourCourse: "kwas ɗinka",
  courseComplete: {
    title: "An kammala kwas",
    message: "Barka da nasara! Ka kammala {course}.",
  },
  certificateReady: {
    title: "Takardar shaida ta shirya",
    message: "Takardar shaidarka ta {course} ta shirya, za ka iya sauke ta.",
  },
  quizPassed: {
    title: "Ka ci jarrabawa",
    message: "Ka ci {quiz} da kashi {score}%.",
  },
  enrolled: {
    title: "Ka shiga kwas ɗin {course}",
    message:
      "Fara da darasi na farko duk lokacin da ka shirya: ana ajiye ci gabanka yayin da kake kallo.",
  },
  paidEnrolled: {
    title: "Ka shiga kwas ɗin {course}",
    message: "Mun karɓi biyanka. Fara da darasi na farko duk lokacin da ka shirya.",
  },
  refunded: {
    title: "Mayar da kuɗin {course}",
    message:
      "An mayar maka da kuɗinka kuma damarka ta shiga kwas ɗin ta ƙare. Bankuna sukan ɗauki ’yan kwanakin aiki kafin su nuna shi.",
  },
  consultation: {
    on: " a ranar {date}",
    at: " da ƙarfe {time}",
    confirmed: {
      title: "An tabbatar da ganawa",
      message:
        "An tabbatar da ganawarka ta {plan}{when}. Ƙwararrenmu zai tuntuɓe ka kafin ganawar.",
    },
    completed: {
      title: "An kammala ganawa",
      message:
        "An kammala ganawarka ta {plan}. Mun gode da ka zaɓe mu: nemi wata ganawa duk lokacin da kake buƙatar ƙarin shawara.",
    },
    cancelled: {
      title: "An soke ganawa",
      message:
        "An soke buƙatarka ta ganawar {plan}{when}. Tuntuɓe mu ko ka sake nema idan har yanzu kana buƙatar shawara.",
    },
    updated: {
      title: "An sabunta ganawa",
      message: "Buƙatarka ta ganawar {plan} yanzu: {status}.",
    },
  },
};

export default ha;
