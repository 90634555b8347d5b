import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminMessages = defineNamespace<typeof en>("admin-messages");
