import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const learnerNotifications = defineNamespace<typeof en>("learner-notifications");
