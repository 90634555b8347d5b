import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const publicForms = "public-forms" as Namespace<typeof en>;
