import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** The admin Users tab (sent by its routes' loaders). */
export const adminUsers = "admin-users" as Namespace<typeof en>;
