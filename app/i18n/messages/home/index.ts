import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const home = "home" as Namespace<typeof en>;
