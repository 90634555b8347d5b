import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerOffline = "learner-offline" as Namespace<typeof en>;
