import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const adminCoupons = "admin-coupons" as Namespace<typeof en>;
