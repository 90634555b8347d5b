import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const settings = "settings" as Namespace<typeof en>;
