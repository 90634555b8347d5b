import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminCourseForm = "admin-course-form" as Namespace<typeof en>;
