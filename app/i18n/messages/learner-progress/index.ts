import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerProgress = defineNamespace<typeof en>("learner-progress");
