import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const common = "common" as Namespace<typeof en>;
