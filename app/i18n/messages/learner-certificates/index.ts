import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerCertificates = defineNamespace<typeof en>("learner-certificates");
