import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminStories = defineNamespace<typeof en>("admin-stories");
