import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminContent = defineNamespace<typeof en>("admin-content");
