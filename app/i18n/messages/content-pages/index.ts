import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const contentPages = "content-pages" as Namespace<typeof en>;
