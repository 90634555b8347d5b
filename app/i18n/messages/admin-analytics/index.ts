import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminAnalytics = defineNamespace<typeof en>("admin-analytics");
