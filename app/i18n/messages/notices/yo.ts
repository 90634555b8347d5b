import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  yourCourse: "kọ́ọ̀sì rẹ",
  courseComplete: {
    title: "Kọ́ọ̀sì ti parí",
    message: "Ẹ kú oríire! O ti parí {course}.",
  },
  certificateReady: {
    title: "Ìwé-ẹ̀rí ti ṣetán",
    message: "Ìwé-ẹ̀rí rẹ fún {course} ti ṣetán fún ìgbàsílẹ̀.",
  },
  quizPassed: {
    title: "O yege nínú ìdánwò",
    message: "O ti yege nínú {quiz} pẹ̀lú {score}%.",
  },
  enrolled: {
    title: "O ti forúkọ sílẹ̀ fún {course}",
    message:
      "Bẹ̀rẹ̀ pẹ̀lú ẹ̀kọ́ àkọ́kọ́ nígbàkígbà tí o bá ṣetán: a ń fi ìtẹ̀síwájú rẹ pamọ́ bí o ṣe ń wò ó.",
  },
  paidEnrolled: {
    title: "O ti forúkọ sílẹ̀ fún {course}",
    message: "A ti gba ìsanwó rẹ. Bẹ̀rẹ̀ pẹ̀lú ẹ̀kọ́ àkọ́kọ́ nígbàkígbà tí o bá ṣetán.",
  },
  refunded: {
    title: "Owó tí a dá padà fún {course}",
    message:
      "A ti dá owó rẹ padà, o kò sì lè wọ kọ́ọ̀sì náà mọ́. Ilé-ìfowópamọ́ sábà máa ń gba ọjọ́ iṣẹ́ díẹ̀ kí ó tó hàn.",
  },
  consultation: {
    on: " ní {date}",
    at: " ní agogo {time}",
    confirmed: {
      title: "A ti fìdí ìmọ̀ràn múlẹ̀",
      message: "A ti fìdí ìmọ̀ràn {plan} rẹ{when} múlẹ̀. Amọ̀ràn wa yóò kàn sí ọ ṣáájú ìpàdé náà.",
    },
    completed: {
      title: "Ìmọ̀ràn ti parí",
      message:
        "Ìmọ̀ràn {plan} rẹ ti parí. A dúpẹ́ pé o yàn wá: béèrè fún ìmọ̀ràn mìíràn nígbàkígbà tí o bá nílò ìmọ̀ràn sí i.",
    },
    cancelled: {
      title: "A ti fagilé ìmọ̀ràn",
      message:
        "A ti fagilé ìbéèrè ìmọ̀ràn {plan} rẹ{when}. Kàn sí wa tàbí kí o tún béèrè tí o bá ṣì nílò ìmọ̀ràn.",
    },
    updated: {
      title: "Ìmọ̀ràn ti yí padà",
      message: "Ìbéèrè ìmọ̀ràn {plan} rẹ ti di: {status}.",
    },
  },
};

export default yo;
