import { defineNamespace } from "~/i18n/define";
import type en from "./en";

/** The admin area's shared words: tabs, buttons, badges, stats strip (sent by the admin layout). */
export const admin = defineNamespace<typeof en>("admin");
