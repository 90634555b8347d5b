import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learner = defineNamespace<typeof en>("learner");
