import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** The admin area's shared words: tabs, buttons, badges, stats strip (sent by the admin layout). */
export const admin = "admin" as Namespace<typeof en>;
