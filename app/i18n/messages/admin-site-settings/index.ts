import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminSiteSettings = "admin-site-settings" as Namespace<typeof en>;
