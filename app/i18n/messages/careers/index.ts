import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const careers = "careers" as Namespace<typeof en>;
