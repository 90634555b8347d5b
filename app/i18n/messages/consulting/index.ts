import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const consulting = defineNamespace<typeof en>("consulting");
