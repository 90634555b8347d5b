import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerCourse = "learner-course" as Namespace<typeof en>;
