import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const about = defineNamespace<typeof en>("about");
