import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const certificateCheck = "certificate-check" as Namespace<typeof en>;
