import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const learner = "learner" as Namespace<typeof en>;
