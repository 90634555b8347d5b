import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const notices = defineNamespace<typeof en>("notices");
