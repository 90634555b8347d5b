import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const training = "training" as Namespace<typeof en>;
