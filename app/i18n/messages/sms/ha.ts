import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  signInCode:
    "{code} ita ce lambarka ta shiga AFA Academy. Za ta ƙare bayan minti {minutes}. Kada ka ba kowa.",
  confirmPhone:
    "{code} ita ce lambarka ta AFA Academy don tabbatar da wannan lambar waya. Za ta ƙare bayan minti {minutes}.",
};

export default ha;
