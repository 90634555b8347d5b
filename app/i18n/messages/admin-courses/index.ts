import { defineNamespace } from "~/i18n/define";
import type en from "./en";

/** The admin Courses tab: list, a course's pages, lessons, learners (sent by its routes). */
export const adminCourses = defineNamespace<typeof en>("admin-courses");
