import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** A course's quizzes, for the staff who manage it (settings, questions, results, toasts). */
export const adminQuizzes = "admin-quizzes" as Namespace<typeof en>;
