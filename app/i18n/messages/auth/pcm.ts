import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  layout: {
    headline: "Grow your skill. Grow your harvest.",
    intro:
      "Join farmers and agro-business people for all Nigeria wey dey learn modern farming wey go last, with us.",
    promises: {
      apply: "Lessons wey you fit use for your own farm",
      pace: "Learn as e take you, for your phone",
      track: "See how far you don go and collect certificate",
    },
  },
  fields: {
    email: "Email address",
    password: "Password",
    fullName: "Your full name",
    phone: "Phone number",
    phoneHint: "Nigerian number, like 0803 123 4567 or +234 803 123 4567.",
    confirmPassword: "Type di password again",
    newPassword: "New password",
    confirmNewPassword: "Type di new password again",
    passwordHint: "At least 8 characters. No use password wey everybody dey use.",
  },
  social: {
    orContinueWith: "or continue with",
  },
  login: {
    metaTitle: "Enter",
    metaDescription: "Enter your AFA Academy account.",
    title: "Enter your account",
    description: "Enter make you continue your course and see how far you don go.",
    newHere: "You new for di academy?",
    createAccount: "Open account",
    resendVerification: "Send di verification email again",
    forgotPassword: "You don forget your password?",
    submit: "Enter",
  },
  register: {
    metaTitle: "Open your account",
    metaDescription: "Open free account make you join farming course wey you fit use.",
    title: "Open your account",
    description: "Join farmers and agro-business people wey dey learn how to produce more.",
    haveAccount: "You don get account before?",
    logIn: "Enter",
    termsBefore: "I gree with di",
    termsLink: "Terms of Service",
    termsMiddle: "and di",
    privacyLink: "Privacy Policy",
    termsAfter: "",
    submit: "Open account",
  },
  reset: {
    metaTitle: "Change your password",
    title: "Change your password",
    description:
      "Put di email address of your account, we go send you link wey you go use choose new password.",
    backToLogin: "Go back to Enter",
    pleaseWait: "Abeg wait small",
    submit: "Send di link",
    newTitle: "Choose new password",
    error: "Wahala dey",
    requestNewLink: "Ask for new link",
    submitNew: "Change password",
  },
  verify: {
    metaTitle: "Confirm your email",
    checkingTitle: "We dey check",
    checkingDescription: "We dey check your verification link, abeg wait...",
    checkingStatus: "We dey check, abeg wait...",
    verifiedTitle: "Email don confirm",
    verifiedDescription: "Your account don dey work.",
    verifiedMessage:
      "Thank you say you confirm your email address. You fit enter now make you start to learn.",
    continueToLogin: "Go enter",
    pleaseWait: "Abeg wait small",
    checkInbox: "Check your inbox",
    sentMessage:
      "If any account dey wait make dem confirm am for dat address, we don send am new link.",
    sendNewLink: "Send new verification link",
    notVerifiedTitle: "Email never confirm",
    expired: "Dis verification link don expire.",
    invalid: "Dis verification link no correct. Maybe person don use am before.",
    enterEmail: "Put your email address make we send you new one.",
    noSessionTitle: "We no see your session",
    alreadyVerified: "You don confirm before?",
    logIn: "Enter",
    noSessionMessage:
      "Open di link for di email wey we send you when you register, or ask for new link for down here.",
  },
  twoFactor: {
    title: "Two-step login",
    backToLogin: "Go back to Enter",
    codeSent: "Code don go",
    textedTo: "We don text code go {phone}.",
    yourPhone: "Your phone: {phone}",
    sendAnother: "Send another code",
    textMe: "Text me code",
    submit: "Check am and enter",
    methods: {
      totp: {
        field: "Authentication code",
        intro: "Put di 6-number code wey your authenticator app show for AFA Academy.",
        switchTo: "Use your authenticator app",
      },
      sms: {
        field: "Code wey dey di text message",
        intro: "We go text 6-number code go your phone. E go expire after 5 minutes.",
        switchTo: "Text code go my phone",
      },
      backup: {
        field: "Backup code",
        intro: "Put one of di backup codes wey you keep when you set up two-step login.",
        switchTo: "Use backup code",
      },
    },
  },
  status: {
    pending: "Your account dey wait make dem approve am. We go email you as e start to work.",
    inactive: "Your account no dey work now. Abeg contact support make dem open am again.",
    suspended: "Dem don block your account for now. Abeg contact support.",
  },
  toasts: {
    registerSuccess: {
      title: "Your register don work!",
      description: "Abeg check your email make you confirm your account.",
    },
    signUpFailed: { title: "Register no work", fallback: "Something no go well" },
    loginFailed: { title: "Enter no work", fallback: "Email or password no correct" },
    emailNotVerified: {
      title: "Email never confirm",
      description: "Abeg check your inbox make you confirm your email before you enter.",
    },
    loginSuccess: { title: "You don enter!" },
    loggedOut: { title: "You don comot", description: "We go see you soon!" },
    signOutFailed: { title: "Comot no work", fallback: "Wahala happen" },
    socialLoginFailed: { title: "Enter with social account no work", fallback: "OAuth get wahala" },
    resetRequested: {
      title: "E don work",
      description: "We don send link for your email make you change your password.",
    },
    resetDone: { title: "E don work", description: "Your password don change." },
    registrationsClosed: {
      title: "Register don close",
      description: "We no dey collect new register now. Abeg check back soon or contact us.",
    },
    signedOut: "You don comot",
  },
  alerts: {
    invalidEmail: {
      title: "Email no correct",
      description: "Abeg put correct email address.",
    },
    passwordTooShort: {
      title: "Password too short",
      description: "Password suppose reach at least 8 characters.",
    },
    passwordMismatch: {
      title: "Password no match",
      description: "Abeg make sure say di two passwords na di same.",
    },
    newPasswordMismatch: {
      title: "Password no match",
      description: "Di two new passwords no be di same",
    },
  },
  validation: {
    emailRequired: "Abeg put your email address.",
    passwordRequired: "Abeg put password.",
    passwordTooLong: "Password no suppose pass 128 characters.",
    fullNameRequired: "Abeg put your full name.",
    fullNameTooLong: "Abeg make your name no pass 100 characters.",
    phoneRequired: "Abeg put your phone number.",
    phoneInvalid:
      "Abeg put correct Nigerian phone number, like 0803 123 4567 or +234 803 123 4567.",
    confirmRequired: "Abeg type your password again.",
    termsRequired: "Abeg agree to di Terms of Service and di Privacy Policy.",
    loginPasswordRequired: "Abeg put your password.",
    resetLinkInvalid: "Dis reset link no correct.",
    commonPassword:
      "Too many people dey use dis password, e easy to guess. Abeg choose another one.",
  },
  twoFactorMessages: {
    codeFormat: "Put di 6-number code wey dey your authenticator app.",
    backupFormat: "Put one of your backup codes, like ABCDE-12345.",
    wrongCode: "Dat code no correct. Check di time for your phone and try again.",
    wrongBackupCode: "Dat backup code no correct, or person don use am before.",
    passwordRequired: "Put di password wey you dey use now.",
    wrongPassword: "Di password wey you dey use now no correct.",
    nameTooLong: "No pass 60 characters.",
    expired: "Your login don take too long. Abeg enter again.",
    tooManyWrong: "Too many wrong codes. Abeg enter again.",
  },
  phoneFactorMessages: {
    codeFormat: "Put di 6-number code wey dey di text message.",
    wrongCode: "Dat code no correct. Check di text message and try again.",
    expired: "Dat code don expire. Send new one.",
    tooMany: "Too many wrong codes. Send new one.",
    wait: "We just send code now now. Abeg wait one minute before you ask for another one.",
    noPhone: "No phone number dey dis account for text message.",
    sendFailed: "We no fit send code now. Abeg try again small time.",
  },
  server: {
    somethingWentWrong: "Something no go well",
    unknown: "Something no go well. Abeg try again small time.",
    resetLinkExpired: "Dis reset link no correct or e don expire. Abeg ask for new one.",
    tryAgainShortly: "Abeg try again small time.",
    textNotSent: "We no fit send di text message. Abeg try again later.",
    tooManyAttempts: {
      $plural: {
        one: "Too many tries from your network. Abeg wait {count} minute and try again.",
        other: "Too many tries from your network. Abeg wait {count} minutes and try again.",
      },
    },
  },
};

export default pcm;
