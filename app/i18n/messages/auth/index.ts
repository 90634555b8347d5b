import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const auth = "auth" as Namespace<typeof en>;
