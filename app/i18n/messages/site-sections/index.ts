import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const siteSections = "site-sections" as Namespace<typeof en>;
