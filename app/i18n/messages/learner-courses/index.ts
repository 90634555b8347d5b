import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerCourses = "learner-courses" as Namespace<typeof en>;
