import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const legal = defineNamespace<typeof en>("legal");
