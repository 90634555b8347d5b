import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerDashboard = "learner-dashboard" as Namespace<typeof en>;
