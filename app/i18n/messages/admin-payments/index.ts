import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminPayments = defineNamespace<typeof en>("admin-payments");
