import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerCourse = defineNamespace<typeof en>("learner-course");
