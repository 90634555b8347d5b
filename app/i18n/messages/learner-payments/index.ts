import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerPayments = "learner-payments" as Namespace<typeof en>;
