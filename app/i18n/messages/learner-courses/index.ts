import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerCourses = defineNamespace<typeof en>("learner-courses");
