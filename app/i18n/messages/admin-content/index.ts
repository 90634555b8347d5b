import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminContent = "admin-content" as Namespace<typeof en>;
