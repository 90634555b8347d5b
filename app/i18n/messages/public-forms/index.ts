import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const publicForms = defineNamespace<typeof en>("public-forms");
