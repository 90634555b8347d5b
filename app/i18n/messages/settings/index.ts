import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const settings = defineNamespace<typeof en>("settings");
