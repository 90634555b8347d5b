import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learnerProgress = "learner-progress" as Namespace<typeof en>;
