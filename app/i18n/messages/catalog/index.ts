import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const catalog = "catalog" as Namespace<typeof en>;
