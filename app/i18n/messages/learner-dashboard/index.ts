import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerDashboard = defineNamespace<typeof en>("learner-dashboard");
