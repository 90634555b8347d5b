import { defineNamespace } from "~/i18n/define";
import type en from "./en";

/** The admin Users tab (sent by its routes' loaders). */
export const adminUsers = defineNamespace<typeof en>("admin-users");
