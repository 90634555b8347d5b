import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const sms = "sms" as Namespace<typeof en>;
