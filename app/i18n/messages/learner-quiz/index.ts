import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerQuiz = "learner-quiz" as Namespace<typeof en>;
