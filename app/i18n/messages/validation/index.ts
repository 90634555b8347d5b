import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const validation = "validation" as Namespace<typeof en>;
