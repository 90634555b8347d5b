import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const validation = defineNamespace<typeof en>("validation");
