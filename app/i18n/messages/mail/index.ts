import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const mail = defineNamespace<typeof en>("mail");
