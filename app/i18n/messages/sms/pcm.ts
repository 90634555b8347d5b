import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  signInCode:
    "{code} na your AFA Academy code to enter. E go expire after {minutes} minutes. No show anybody.",
  confirmPhone:
    "{code} na your AFA Academy code to confirm dis phone number. E go expire after {minutes} minutes.",
};

export default pcm;
