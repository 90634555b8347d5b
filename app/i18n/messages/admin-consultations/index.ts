import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminConsultations = "admin-consultations" as Namespace<typeof en>;
