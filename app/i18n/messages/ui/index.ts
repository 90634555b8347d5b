import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const ui = "ui" as Namespace<typeof en>;
