import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminPayments = "admin-payments" as Namespace<typeof en>;
