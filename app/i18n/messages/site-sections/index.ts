import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const siteSections = defineNamespace<typeof en>("site-sections");
