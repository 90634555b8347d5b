import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const pdf = defineNamespace<typeof en>("pdf");
