import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const auth = defineNamespace<typeof en>("auth");
