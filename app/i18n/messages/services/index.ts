import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const services = defineNamespace<typeof en>("services");
