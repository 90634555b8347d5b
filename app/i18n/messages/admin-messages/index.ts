import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminMessages = "admin-messages" as Namespace<typeof en>;
