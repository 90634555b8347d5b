import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const legal = "legal" as Namespace<typeof en>;
