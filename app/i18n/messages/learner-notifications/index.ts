import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerNotifications = "learner-notifications" as Namespace<typeof en>;
