import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminCourseForm = defineNamespace<typeof en>("admin-course-form");
