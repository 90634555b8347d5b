import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminAnalytics = "admin-analytics" as Namespace<typeof en>;
