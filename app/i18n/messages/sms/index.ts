import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const sms = defineNamespace<typeof en>("sms");
