import { defineNamespace } from "~/i18n/define";
import type en from "./en";

export const adminCoupons = defineNamespace<typeof en>("admin-coupons");
