import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  layout: {
    headline: "Mú òye rẹ pọ̀ sí i. Mú ìkórè rẹ pọ̀ sí i.",
    intro:
      "Darapọ̀ mọ́ àwọn àgbẹ̀ àti oníṣòwò iṣẹ́ àgbẹ̀ káàkiri Nàìjíríà tí ń kọ́ iṣẹ́ àgbẹ̀ ìgbàlódé tó ń pẹ́ pẹ̀lú wa.",
    promises: {
      apply: "Ẹ̀kọ́ tí o lè lò lórí oko tìrẹ",
      pace: "Kọ́ ẹ̀kọ́ bí ó ti rọ̀ ọ́ lọ́rùn, lórí fóònù rẹ",
      track: "Wo ìtẹ̀síwájú rẹ kí o sì gba ìwé-ẹ̀rí",
    },
  },
  fields: {
    email: "Àdírẹ́sì ímeèlì",
    password: "Ọ̀rọ̀ aṣínà",
    fullName: "Orúkọ kíkún",
    phone: "Nọ́ńbà fóònù",
    phoneHint: "Nọ́ńbà Nàìjíríà, bí àpẹẹrẹ 0803 123 4567 tàbí +234 803 123 4567.",
    confirmPassword: "Tún ọ̀rọ̀ aṣínà tẹ̀",
    newPassword: "Ọ̀rọ̀ aṣínà tuntun",
    confirmNewPassword: "Tún ọ̀rọ̀ aṣínà tuntun tẹ̀",
    passwordHint: "Ó kéré tán lẹ́tà 8. Má ṣe lo ọ̀rọ̀ aṣínà tí gbogbo ènìyàn ń lò.",
  },
  social: {
    orContinueWith: "tàbí tẹ̀síwájú pẹ̀lú",
  },
  login: {
    metaTitle: "Wọlé",
    metaDescription: "Wọlé sí àkọọ́lẹ̀ AFA Academy rẹ.",
    title: "Wọlé sí àkọọ́lẹ̀ rẹ",
    description: "Wọlé láti máa bá kọ́ọ̀sì rẹ lọ kí o sì wo ìtẹ̀síwájú rẹ.",
    newHere: "Ṣé o jẹ́ ẹni tuntun ní ilé-ẹ̀kọ́ yìí?",
    createAccount: "Ṣí àkọọ́lẹ̀",
    resendVerification: "Tún ímeèlì ìjẹ́rìísí ránṣẹ́",
    forgotPassword: "Ṣé o gbàgbé ọ̀rọ̀ aṣínà rẹ?",
    submit: "Wọlé",
  },
  register: {
    metaTitle: "Ṣí àkọọ́lẹ̀ rẹ",
    metaDescription: "Ṣí àkọọ́lẹ̀ ọ̀fẹ́ láti forúkọ sílẹ̀ fún kọ́ọ̀sì iṣẹ́ àgbẹ̀ tó wúlò.",
    title: "Ṣí àkọọ́lẹ̀ rẹ",
    description: "Darapọ̀ mọ́ àwọn àgbẹ̀ àti oníṣòwò iṣẹ́ àgbẹ̀ tí ń kọ́ bí wọ́n ṣe lè mú èso pọ̀ sí i.",
    haveAccount: "Ṣé o ti ní àkọọ́lẹ̀?",
    logIn: "Wọlé",
    termsBefore: "Mo gbà pẹ̀lú",
    termsLink: "Òfin ìlò",
    termsMiddle: "àti",
    privacyLink: "Ìlànà àṣírí",
    termsAfter: "",
    submit: "Ṣí àkọọ́lẹ̀",
  },
  reset: {
    metaTitle: "Yí ọ̀rọ̀ aṣínà rẹ padà",
    title: "Yí ọ̀rọ̀ aṣínà rẹ padà",
    description:
      "Tẹ àdírẹ́sì ímeèlì àkọọ́lẹ̀ rẹ, a ó sì fi líǹkì ránṣẹ́ sí ọ láti yan ọ̀rọ̀ aṣínà tuntun.",
    backToLogin: "Padà sí ibi ìwọlé",
    pleaseWait: "Jọ̀wọ́ dúró díẹ̀",
    submit: "Fi líǹkì ránṣẹ́",
    newTitle: "Yan ọ̀rọ̀ aṣínà tuntun",
    error: "Àṣìṣe",
    requestNewLink: "Béèrè líǹkì tuntun",
    submitNew: "Yí ọ̀rọ̀ aṣínà padà",
  },
  verify: {
    metaTitle: "Jẹ́rìísí ímeèlì rẹ",
    checkingTitle: "À ń ṣàyẹ̀wò",
    checkingDescription: "À ń ṣàyẹ̀wò líǹkì ìjẹ́rìísí rẹ, jọ̀wọ́ dúró...",
    checkingStatus: "À ń ṣàyẹ̀wò, jọ̀wọ́ dúró...",
    verifiedTitle: "A ti jẹ́rìísí ímeèlì",
    verifiedDescription: "Àkọọ́lẹ̀ rẹ ti ń ṣiṣẹ́.",
    verifiedMessage:
      "A dúpẹ́ pé o jẹ́rìísí àdírẹ́sì ímeèlì rẹ. O lè wọlé báyìí kí o sì bẹ̀rẹ̀ sí í kẹ́kọ̀ọ́.",
    continueToLogin: "Tẹ̀síwájú láti wọlé",
    pleaseWait: "Jọ̀wọ́ dúró díẹ̀",
    checkInbox: "Ṣàyẹ̀wò àpótí ímeèlì rẹ",
    sentMessage:
      "Tí àkọọ́lẹ̀ kan bá ń dúró de ìjẹ́rìísí ní àdírẹ́sì yẹn, a ti fi líǹkì tuntun ránṣẹ́ sí i.",
    sendNewLink: "Fi líǹkì ìjẹ́rìísí tuntun ránṣẹ́",
    notVerifiedTitle: "A kò tíì jẹ́rìísí ímeèlì",
    expired: "Líǹkì ìjẹ́rìísí yìí ti parí.",
    invalid: "Líǹkì ìjẹ́rìísí yìí kò ṣiṣẹ́. Bóyá wọ́n ti lò ó tẹ́lẹ̀.",
    enterEmail: "Tẹ àdírẹ́sì ímeèlì rẹ láti gba òmíràn.",
    noSessionTitle: "A kò rí ìwọlé kankan",
    alreadyVerified: "Ṣé o ti jẹ́rìísí tẹ́lẹ̀?",
    logIn: "Wọlé",
    noSessionMessage:
      "Ṣí líǹkì tó wà nínú ímeèlì tí a fi ránṣẹ́ sí ọ nígbà tí o forúkọ sílẹ̀, tàbí béèrè líǹkì tuntun nísàlẹ̀.",
  },
  twoFactor: {
    title: "Ìwọlé onígbèsẹ̀ méjì",
    backToLogin: "Padà sí ibi ìwọlé",
    codeSent: "A ti fi kóòdù ránṣẹ́",
    textedTo: "A ti fi kóòdù ránṣẹ́ sí {phone}.",
    yourPhone: "Fóònù rẹ: {phone}",
    sendAnother: "Fi kóòdù mìíràn ránṣẹ́",
    textMe: "Fi kóòdù ránṣẹ́ sí mi",
    submit: "Jẹ́rìísí kí o sì wọlé",
    methods: {
      totp: {
        field: "Kóòdù ìjẹ́rìísí",
        intro: "Tẹ kóòdù oní-nọ́ńbà 6 tí authenticator app rẹ fi hàn fún AFA Academy.",
        switchTo: "Lo authenticator app rẹ",
      },
      sms: {
        field: "Kóòdù inú àtẹ̀jíṣẹ́",
        intro: "A ó fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí fóònù rẹ. Yóò parí lẹ́yìn ìṣẹ́jú 5.",
        switchTo: "Fi kóòdù ránṣẹ́ sí fóònù mi",
      },
      backup: {
        field: "Kóòdù ìpamọ́",
        intro: "Tẹ ọ̀kan lára àwọn kóòdù ìpamọ́ tí o fi pamọ́ nígbà tí o ṣètò ìwọlé onígbèsẹ̀ méjì.",
        switchTo: "Lo kóòdù ìpamọ́",
      },
    },
  },
  status: {
    pending:
      "Àkọọ́lẹ̀ rẹ ń dúró de ìfọwọ́sí. A ó fi ímeèlì ránṣẹ́ sí ọ ní kété tí ó bá bẹ̀rẹ̀ sí í ṣiṣẹ́.",
    inactive: "Àkọọ́lẹ̀ rẹ kò ṣiṣẹ́ mọ́. Jọ̀wọ́ kàn sí ẹ̀ka ìrànlọ́wọ́ láti tún un ṣí.",
    suspended: "A ti dá àkọọ́lẹ̀ rẹ dúró. Jọ̀wọ́ kàn sí ẹ̀ka ìrànlọ́wọ́.",
  },
  toasts: {
    registerSuccess: {
      title: "Ìforúkọsílẹ̀ ti yọrí sí rere!",
      description: "Jọ̀wọ́ ṣàyẹ̀wò ímeèlì rẹ láti jẹ́rìísí àkọọ́lẹ̀ rẹ.",
    },
    signUpFailed: { title: "Ìforúkọsílẹ̀ kò yọrí", fallback: "Nǹkan kan kò lọ dáadáa" },
    loginFailed: { title: "Ìwọlé kò yọrí", fallback: "Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà" },
    emailNotVerified: {
      title: "A kò tíì jẹ́rìísí ímeèlì",
      description: "Jọ̀wọ́ ṣàyẹ̀wò àpótí ímeèlì rẹ láti jẹ́rìísí ímeèlì rẹ kí o tó wọlé.",
    },
    loginSuccess: { title: "O ti wọlé!" },
    loggedOut: { title: "O ti jáde", description: "Ó dìgbà díẹ̀!" },
    signOutFailed: { title: "Ìjáde kò yọrí", fallback: "Àṣìṣe kan ṣẹlẹ̀" },
    socialLoginFailed: {
      title: "Ìwọlé pẹ̀lú àkọọ́lẹ̀ ẹ̀rọ-ayélujára kò yọrí",
      fallback: "Àṣìṣe OAuth ṣẹlẹ̀",
    },
    resetRequested: {
      title: "Ó ti yọrí",
      description: "A ti fi líǹkì láti yí ọ̀rọ̀ aṣínà padà ránṣẹ́ sí ímeèlì rẹ.",
    },
    resetDone: { title: "Ó ti yọrí", description: "A ti yí ọ̀rọ̀ aṣínà rẹ padà." },
    registrationsClosed: {
      title: "Ìforúkọsílẹ̀ ti tì",
      description:
        "A ti dá ìforúkọsílẹ̀ tuntun dúró fún ìgbà díẹ̀. Jọ̀wọ́ padà wá láìpẹ́ tàbí kàn sí wa.",
    },
    signedOut: "A ti mú ọ jáde",
  },
  alerts: {
    invalidEmail: {
      title: "Ímeèlì kò tọ̀nà",
      description: "Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tó tọ̀nà.",
    },
    passwordTooShort: {
      title: "Ọ̀rọ̀ aṣínà ti kúrú jù",
      description: "Ọ̀rọ̀ aṣínà gbọ́dọ̀ jẹ́ lẹ́tà 8 ó kéré tán.",
    },
    passwordMismatch: {
      title: "Ọ̀rọ̀ aṣínà kò bára mu",
      description: "Jọ̀wọ́ rí i dájú pé ọ̀rọ̀ aṣínà méjèèjì bára mu.",
    },
    newPasswordMismatch: {
      title: "Ọ̀rọ̀ aṣínà kò bára mu",
      description: "Ọ̀rọ̀ aṣínà tuntun méjèèjì kò bára mu",
    },
  },
  validation: {
    emailRequired: "Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì rẹ.",
    passwordRequired: "Jọ̀wọ́ tẹ ọ̀rọ̀ aṣínà kan.",
    passwordTooLong: "Ọ̀rọ̀ aṣínà kò gbọdọ̀ ju lẹ́tà 128 lọ.",
    fullNameRequired: "Jọ̀wọ́ tẹ orúkọ rẹ kíkún.",
    fullNameTooLong: "Jọ̀wọ́ jẹ́ kí orúkọ rẹ kéré sí lẹ́tà 100.",
    phoneRequired: "Jọ̀wọ́ tẹ nọ́ńbà fóònù rẹ.",
    phoneInvalid:
      "Jọ̀wọ́ tẹ nọ́ńbà fóònù Nàìjíríà tó tọ̀nà, bí àpẹẹrẹ 0803 123 4567 tàbí +234 803 123 4567.",
    confirmRequired: "Jọ̀wọ́ tún ọ̀rọ̀ aṣínà rẹ tẹ̀.",
    termsRequired: "Jọ̀wọ́ gbà pẹ̀lú Òfin ìlò àti Ìlànà àṣírí.",
    loginPasswordRequired: "Jọ̀wọ́ tẹ ọ̀rọ̀ aṣínà rẹ.",
    resetLinkInvalid: "Líǹkì yìí kò ṣiṣẹ́.",
    commonPassword: "Ọ̀pọ̀ ènìyàn ló ń lo ọ̀rọ̀ aṣínà yìí, ó rọrùn láti mọ̀. Jọ̀wọ́ yan òmíràn.",
  },
  twoFactorMessages: {
    codeFormat: "Tẹ kóòdù oní-nọ́ńbà 6 láti inú authenticator app rẹ.",
    backupFormat: "Tẹ ọ̀kan lára àwọn kóòdù ìpamọ́ rẹ, bí àpẹẹrẹ ABCDE-12345.",
    wrongCode: "Kóòdù yẹn kò tọ̀nà. Ṣàyẹ̀wò aago fóònù rẹ kí o sì tún gbìyànjú.",
    wrongBackupCode: "Kóòdù ìpamọ́ yẹn kò tọ̀nà, tàbí wọ́n ti lò ó tẹ́lẹ̀.",
    passwordRequired: "Tẹ ọ̀rọ̀ aṣínà rẹ lọ́wọ́lọ́wọ́.",
    wrongPassword: "Ọ̀rọ̀ aṣínà rẹ lọ́wọ́lọ́wọ́ kò tọ̀nà.",
    nameTooLong: "Má ṣe ju lẹ́tà 60 lọ.",
    expired: "Ìwọlé rẹ ti pẹ́ jù. Jọ̀wọ́ tún wọlé.",
    tooManyWrong: "Kóòdù tí kò tọ̀nà ti pọ̀ jù. Jọ̀wọ́ tún wọlé.",
  },
  phoneFactorMessages: {
    codeFormat: "Tẹ kóòdù oní-nọ́ńbà 6 láti inú àtẹ̀jíṣẹ́.",
    wrongCode: "Kóòdù yẹn kò tọ̀nà. Ṣàyẹ̀wò àtẹ̀jíṣẹ́ náà kí o sì tún gbìyànjú.",
    expired: "Kóòdù yẹn ti parí. Béèrè tuntun.",
    tooMany: "Kóòdù tí kò tọ̀nà ti pọ̀ jù. Béèrè tuntun.",
    wait: "A ṣẹ̀ṣẹ̀ fi kóòdù ránṣẹ́ ni. Jọ̀wọ́ dúró fún ìṣẹ́jú kan kí o tó béèrè òmíràn.",
    noPhone: "Kò sí nọ́ńbà fóònù fún àtẹ̀jíṣẹ́ lórí àkọọ́lẹ̀ yìí.",
    sendFailed: "A kò lè fi kóòdù ránṣẹ́ báyìí. Jọ̀wọ́ tún gbìyànjú láìpẹ́.",
  },
  server: {
    somethingWentWrong: "Nǹkan kan kò lọ dáadáa",
    unknown: "Nǹkan kan kò lọ dáadáa. Jọ̀wọ́ tún gbìyànjú láìpẹ́.",
    resetLinkExpired: "Líǹkì yìí kò ṣiṣẹ́ tàbí ó ti parí. Jọ̀wọ́ béèrè tuntun.",
    tryAgainShortly: "Jọ̀wọ́ tún gbìyànjú láìpẹ́.",
    textNotSent: "A kò lè fi àtẹ̀jíṣẹ́ náà ránṣẹ́. Jọ̀wọ́ tún gbìyànjú nígbà mìíràn.",
    tooManyAttempts: {
      $plural: {
        one: "Ìgbìyànjú ti pọ̀ jù láti ìsopọ̀ rẹ. Jọ̀wọ́ dúró fún ìṣẹ́jú {count} kí o sì tún gbìyànjú.",
        other:
          "Ìgbìyànjú ti pọ̀ jù láti ìsopọ̀ rẹ. Jọ̀wọ́ dúró fún ìṣẹ́jú {count} kí o sì tún gbìyànjú.",
      },
    },
  },
};

export default yo;
