import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const home = defineNamespace<typeof en>("home");
