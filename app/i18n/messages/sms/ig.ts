import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  signInCode:
    "{code} bụ koodu ịbanye AFA Academy gị. Ọ ga-agwụ mgbe nkeji {minutes} gachara. Egosila onye ọ bụla ya.",
  confirmPhone:
    "{code} bụ koodu AFA Academy gị iji kwado nọmba ekwentị a. Ọ ga-agwụ mgbe nkeji {minutes} gachara.",
};

export default ig;
