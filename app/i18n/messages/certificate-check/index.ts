import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const certificateCheck = defineNamespace<typeof en>("certificate-check");
