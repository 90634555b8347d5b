import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const services = "services" as Namespace<typeof en>;
