import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminStories = "admin-stories" as Namespace<typeof en>;
