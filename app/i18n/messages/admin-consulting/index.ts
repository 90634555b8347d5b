import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminConsulting = "admin-consulting" as Namespace<typeof en>;
