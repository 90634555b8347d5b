import type { Namespace } from "~/i18n/define";
import type en from "./en";

export const bookingManage = "booking-manage" as Namespace<typeof en>;
