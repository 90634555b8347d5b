import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const ui = defineNamespace<typeof en>("ui");
