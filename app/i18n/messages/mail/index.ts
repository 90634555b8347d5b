import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const mail = "mail" as Namespace<typeof en>;
