import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const about = "about" as Namespace<typeof en>;
