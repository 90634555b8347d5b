import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** The admin Courses tab: list, a course's pages, lessons, learners (sent by its routes). */
export const adminCourses = "admin-courses" as Namespace<typeof en>;
