import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const catalog = defineNamespace<typeof en>("catalog");
