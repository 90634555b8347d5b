import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const notices = "notices" as Namespace<typeof en>;
