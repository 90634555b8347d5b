import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** The Audit log and Outgoing mail tabs, and the failure texts of the admin lists' row actions. */
export const adminSystem = "admin-system" as Namespace<typeof en>;
