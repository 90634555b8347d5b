import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const contentPages = defineNamespace<typeof en>("content-pages");
