import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const pdf = "pdf" as Namespace<typeof en>;
