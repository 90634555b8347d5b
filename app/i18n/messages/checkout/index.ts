import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const checkout = defineNamespace<typeof en>("checkout");
