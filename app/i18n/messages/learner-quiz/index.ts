import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerQuiz = defineNamespace<typeof en>("learner-quiz");
