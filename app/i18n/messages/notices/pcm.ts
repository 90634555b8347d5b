import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  yourCourse: "your course",
  courseComplete: {
    title: "Course don finish",
    message: "Congratulations! You don finish {course}.",
  },
  certificateReady: {
    title: "Certificate don ready",
    message: "Your certificate for {course} don ready to download.",
  },
  quizPassed: {
    title: "You don pass di quiz",
    message: "You don pass {quiz} wit {score}%.",
  },
  enrolled: {
    title: "You don join {course}",
    message:
      "Start wit di first lesson anytime wey you ready: we dey save your progress as you dey watch.",
  },
  paidEnrolled: {
    title: "You don join {course}",
    message: "We don receive your payment. Start wit di first lesson anytime wey you ready.",
  },
  refunded: {
    title: "Refund for {course}",
    message:
      "We don return your money and you no fit enter di course again. Bank dey normally take some working days before e show.",
  },
  consultation: {
    on: " for {date}",
    at: " by {time}",
    confirmed: {
      title: "Consultation don confirm",
      message:
        "Your {plan} consultation{when} don confirm. Our expert go call you before di meeting.",
    },
    completed: {
      title: "Consultation don finish",
      message:
        "Your {plan} consultation don finish. Thank you say you choose us: book another one anytime wey you need more advice.",
    },
    cancelled: {
      title: "Consultation don cancel",
      message:
        "Your {plan} consultation request{when} don cancel. Contact us or book again if you still need advice.",
    },
    updated: {
      title: "Consultation don change",
      message: "Your {plan} consultation request don change to: {status}.",
    },
  },
};

export default pcm;
