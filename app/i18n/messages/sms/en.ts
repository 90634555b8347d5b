/** Text messages (sign-in and phone codes), in the account holder's language. */
const en = {
  signInCode:
    "{code} is your AFA Academy sign-in code. It expires in {minutes} minutes. Never share it.",
  confirmPhone:
    "{code} is your AFA Academy code to confirm this phone number. It expires in {minutes} minutes.",
} as const;

export default en;
