import { plural } from "~/i18n/define";

/** Signing up, signing in, verifying an e-mail, resetting a password, the second step. */
const en = {
  layout: {
    headline: "Grow your skills. Grow your harvest.",
    intro:
      "Join farmers and agro-entrepreneurs across Nigeria learning modern, sustainable agriculture with us.",
    promises: {
      apply: "Practical lessons you can apply on your own farm",
      pace: "Learn at your own pace, on your phone",
      track: "Track your progress and earn certificates",
    },
  },
  fields: {
    email: "Email address",
    password: "Password",
    fullName: "Full name",
    phone: "Phone number",
    phoneHint: "A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567.",
    confirmPassword: "Confirm password",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    passwordHint: "At least 8 characters. Avoid common passwords.",
  },
  social: {
    orContinueWith: "or continue with",
  },
  login: {
    metaTitle: "Log in",
    metaDescription: "Log in to your AFA Academy account.",
    title: "Log in to your account",
    description: "Log in to continue your courses and track your progress.",
    newHere: "New to the academy?",
    createAccount: "Create an account",
    resendVerification: "Resend the verification e-mail",
    forgotPassword: "Forgot your password?",
    submit: "Log in",
  },
  register: {
    metaTitle: "Create your account",
    metaDescription: "Create a free account to enroll in practical agriculture courses.",
    title: "Create your account",
    description: "Join farmers and agro-entrepreneurs learning to produce more.",
    haveAccount: "Already have an account?",
    logIn: "Log in",
    termsBefore: "I agree to the",
    termsLink: "Terms of Service",
    termsMiddle: "and the",
    privacyLink: "Privacy Policy",
    termsAfter: "",
    submit: "Create account",
  },
  reset: {
    metaTitle: "Reset your password",
    title: "Reset your password",
    description:
      "Enter the e-mail address of your account and we will send you a link to choose a new password.",
    backToLogin: "Back to Login",
    pleaseWait: "Please wait",
    submit: "Send reset link",
    newTitle: "Choose a new password",
    error: "Error",
    requestNewLink: "Request a new link",
    submitNew: "Reset password",
  },
  verify: {
    metaTitle: "Verify your e-mail",
    checkingTitle: "Checking",
    checkingDescription: "Checking your verification link, please wait...",
    checkingStatus: "Checking, please wait...",
    verifiedTitle: "Email Verified",
    verifiedDescription: "Your account is active.",
    verifiedMessage:
      "Thank you for confirming your e-mail address. You can now log in and start learning.",
    continueToLogin: "Continue to login",
    pleaseWait: "Please wait",
    checkInbox: "Check your inbox",
    sentMessage:
      "If an account is waiting for verification at that address, we have sent it a new link.",
    sendNewLink: "Send a new verification link",
    notVerifiedTitle: "Email Not Verified",
    expired: "This verification link has expired.",
    invalid: "This verification link is not valid. It may have been used already.",
    enterEmail: "Enter your e-mail address to receive a new one.",
    noSessionTitle: "No session found",
    alreadyVerified: "Already verified?",
    logIn: "Log in",
    noSessionMessage:
      "Open the link in the e-mail we sent you when you registered, or ask for a new link below.",
  },
  twoFactor: {
    title: "Two-step sign-in",
    backToLogin: "Back to log in",
    codeSent: "Code sent",
    textedTo: "We texted a code to {phone}.",
    yourPhone: "Your phone: {phone}",
    sendAnother: "Send another code",
    textMe: "Text me a code",
    submit: "Verify and log in",
    methods: {
      totp: {
        field: "Authentication code",
        intro: "Enter the 6-digit code that your authenticator app shows for AFA Academy.",
        switchTo: "Use your authenticator app",
      },
      sms: {
        field: "Code from the text message",
        intro: "We text a 6-digit code to your phone. It expires in 5 minutes.",
        switchTo: "Text a code to your phone",
      },
      backup: {
        field: "Backup code",
        intro: "Enter one of the backup codes you saved when you set up two-step sign-in.",
        switchTo: "Use a backup code",
      },
    },
  },
  /** Why an account cannot sign in (also the root's "Signed out" toast). */
  status: {
    pending: "Your account is awaiting approval. We will e-mail you as soon as it is active.",
    inactive: "Your account is inactive. Please contact support to reactivate it.",
    suspended: "Your account has been suspended. Please contact support.",
  },
  toasts: {
    registerSuccess: {
      title: "Registration Successful!",
      description: "Please check your email to verify your account.",
    },
    signUpFailed: { title: "Sign Up Failed", fallback: "Something went wrong" },
    loginFailed: { title: "Login Failed", fallback: "Invalid credentials" },
    emailNotVerified: {
      title: "Email not verified",
      description: "Please check your inbox to verify your email before logging in.",
    },
    loginSuccess: { title: "Login Successful!" },
    loggedOut: { title: "Logged out successfully", description: "See you soon!" },
    signOutFailed: { title: "Sign Out Failed", fallback: "An error occurred" },
    socialLoginFailed: { title: "Social Login Failed", fallback: "OAuth error occurred" },
    resetRequested: {
      title: "Success",
      description: "Password reset link has been sent to your email.",
    },
    resetDone: { title: "Success", description: "Your password has been reset successfully." },
    registrationsClosed: {
      title: "Registrations are closed",
      description: "New sign-ups are paused at the moment. Please check back soon or contact us.",
    },
    /** The root's toast when an account is suspended or deactivated while signed in. */
    signedOut: "Signed out",
  },
  /** The alert above the registration form for the first failing rule. */
  alerts: {
    invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
    passwordTooShort: {
      title: "Password too short",
      description: "Password should be at least 8 characters.",
    },
    passwordMismatch: {
      title: "Password mismatch",
      description: "Please make sure your passwords match.",
    },
    newPasswordMismatch: { title: "Password mismatch", description: "New passwords do not match" },
  },
  /** Messages beside the fields (the zod schemas'). */
  validation: {
    emailRequired: "Please enter your email address.",
    passwordRequired: "Please enter a password.",
    passwordTooLong: "Password should be at most 128 characters.",
    fullNameRequired: "Please enter your full name.",
    fullNameTooLong: "Please keep your name under 100 characters.",
    phoneRequired: "Please enter your phone number.",
    phoneInvalid:
      "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    confirmRequired: "Please confirm your password.",
    termsRequired: "Please accept the Terms of Service and Privacy Policy.",
    loginPasswordRequired: "Please enter your password.",
    resetLinkInvalid: "This reset link is invalid.",
    commonPassword:
      "This password is too common and easy to guess. Please choose a less common one.",
  },
  /** The second step's messages (authenticator app and backup codes). */
  twoFactorMessages: {
    codeFormat: "Enter the 6-digit code from your authenticator app.",
    backupFormat: "Enter one of your backup codes, e.g. ABCDE-12345.",
    wrongCode: "That code is not right. Check the time on your phone and try again.",
    wrongBackupCode: "That backup code is not right, or it has already been used.",
    passwordRequired: "Enter your current password.",
    wrongPassword: "Your current password is incorrect.",
    nameTooLong: "Use at most 60 characters.",
    expired: "Your sign-in took too long. Please log in again.",
    tooManyWrong: "Too many wrong codes. Please log in again.",
  },
  /** Codes by text message. */
  phoneFactorMessages: {
    codeFormat: "Enter the 6-digit code from the text message.",
    wrongCode: "That code is not right. Check the text message and try again.",
    expired: "That code has expired. Send a new one.",
    tooMany: "Too many wrong codes. Send a new one.",
    wait: "We just sent a code. Please wait a minute before asking for another.",
    noPhone: "No phone number is set up for text messages on this account.",
    sendFailed: "We could not send a code just now. Please try again in a moment.",
  },
  /** Other answers of the sign-in code, translated on the way to the page. */
  server: {
    somethingWentWrong: "Something went wrong",
    // A message of the sign-in library we have no words for (the English page shows it as is).
    unknown: "Something went wrong. Please try again in a moment.",
    resetLinkExpired: "This reset link is invalid or has expired. Please request a new one.",
    tryAgainShortly: "Please try again in a moment.",
    textNotSent: "We could not send the text message. Please try again later.",
    tooManyAttempts: plural(
      "Too many attempts from your connection. Please wait {count} minute and try again.",
      "Too many attempts from your connection. Please wait {count} minutes and try again.",
    ),
  },
} as const;

export default en;
