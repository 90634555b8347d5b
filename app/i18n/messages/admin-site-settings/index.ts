import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminSiteSettings = defineNamespace<typeof en>("admin-site-settings");
