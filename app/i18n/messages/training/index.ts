import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const training = defineNamespace<typeof en>("training");
