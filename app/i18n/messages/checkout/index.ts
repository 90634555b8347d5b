import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const checkout = "checkout" as Namespace<typeof en>;
