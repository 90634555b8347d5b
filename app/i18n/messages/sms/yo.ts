import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  signInCode:
    "{code} ni kóòdù ìwọlé AFA Academy rẹ. Yóò parí lẹ́yìn ìṣẹ́jú {minutes}. Má ṣe fi han ẹnikẹ́ni.",
  confirmPhone:
    "{code} ni kóòdù AFA Academy rẹ láti jẹ́rìí sí nọ́mbà fóònù yìí. Yóò parí lẹ́yìn ìṣẹ́jú {minutes}.",
};

export default yo;
