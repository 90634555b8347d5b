import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerPayments = defineNamespace<typeof en>("learner-payments");
