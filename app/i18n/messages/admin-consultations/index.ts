import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminConsultations = defineNamespace<typeof en>("admin-consultations");
