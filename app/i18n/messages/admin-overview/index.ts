import type { Namespace } from "~/i18n/define";
import type en from "./en";

/** The admin overview: greeting, payment and settings notices, the newest users, content, courses. */
export const adminOverview = "admin-overview" as Namespace<typeof en>;
