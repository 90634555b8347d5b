import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const careers = defineNamespace<typeof en>("careers");
