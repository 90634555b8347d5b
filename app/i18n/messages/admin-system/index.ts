import { defineNamespace } from "~/i18n/define";
import type en from "./en";

/** The Audit log and Outgoing mail tabs, and the failure texts of the admin lists' row actions. */
export const adminSystem = defineNamespace<typeof en>("admin-system");
