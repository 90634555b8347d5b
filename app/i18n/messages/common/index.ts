import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const common = defineNamespace<typeof en>("common");
