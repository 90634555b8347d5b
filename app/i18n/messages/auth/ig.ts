import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  layout: {
    headline: "Mee ka nkà gị too. Mee ka owuwe ihe ubi gị baa ụba.",
    intro:
      "Soro ndị ọrụ ugbo na ndị na-azụ ahịa ọrụ ugbo n’ofe Naịjirịa na-amụ ọrụ ugbo ọgbara ọhụrụ nke na-adịgide adịgide na anyị.",
    promises: {
      apply: "Nkuzi ị nwere ike iji rụọ ọrụ n’ugbo gị",
      pace: "Mụta n’oge dabara gị, na ekwentị gị",
      track: "Lee ọganihu gị ma nweta asambodo",
    },
  },
  fields: {
    email: "Adreesị email",
    password: "Okwuntughe",
    fullName: "Aha gị zuru ezu",
    phone: "Nọmba ekwentị",
    phoneHint: "Nọmba Naịjirịa, dịka 0803 123 4567 ma ọ bụ +234 803 123 4567.",
    confirmPassword: "Dee okwuntughe ọzọ",
    newPassword: "Okwuntughe ọhụrụ",
    confirmNewPassword: "Dee okwuntughe ọhụrụ ọzọ",
    passwordHint: "Opekata mpe mkpụrụedemede 8. Ejila okwuntughe ndị mmadụ na-ejikarị.",
  },
  social: {
    orContinueWith: "ma ọ bụ gaa n’ihu site na",
  },
  login: {
    metaTitle: "Banye",
    metaDescription: "Banye n’akaụntụ AFA Academy gị.",
    title: "Banye n’akaụntụ gị",
    description: "Banye ka ị gaa n’ihu na kọọsụ gị ma lee ọganihu gị.",
    newHere: "Ị bụ onye ọhụrụ n’ụlọ akwụkwọ a?",
    createAccount: "Mepee akaụntụ",
    resendVerification: "Zigharịa email nkwenye ọzọ",
    forgotPassword: "Ị chefuru okwuntughe gị?",
    submit: "Banye",
  },
  register: {
    metaTitle: "Mepee akaụntụ gị",
    metaDescription: "Mepee akaụntụ n’efu ka ị debanye aha na kọọsụ ọrụ ugbo bara uru.",
    title: "Mepee akaụntụ gị",
    description: "Soro ndị ọrụ ugbo na ndị na-azụ ahịa ọrụ ugbo na-amụ ka ha ga-esi wepụta karịa.",
    haveAccount: "Ị nweelarị akaụntụ?",
    logIn: "Banye",
    termsBefore: "Ekwenyere m na",
    termsLink: "Usoro ojiji",
    termsMiddle: "na",
    privacyLink: "Iwu nzuzo",
    termsAfter: "",
    submit: "Mepee akaụntụ",
  },
  reset: {
    metaTitle: "Gbanwee okwuntughe gị",
    title: "Gbanwee okwuntughe gị",
    description:
      "Dee adreesị email nke akaụntụ gị, anyị ga-ezitere gị njikọ iji họrọ okwuntughe ọhụrụ.",
    backToLogin: "Laghachi na mbanye",
    pleaseWait: "Biko chere",
    submit: "Ziga njikọ",
    newTitle: "Họrọ okwuntughe ọhụrụ",
    error: "Njehie",
    requestNewLink: "Rịọ njikọ ọhụrụ",
    submitNew: "Gbanwee okwuntughe",
  },
  verify: {
    metaTitle: "Kwenye email gị",
    checkingTitle: "Anyị na-elele",
    checkingDescription: "Anyị na-elele njikọ nkwenye gị, biko chere...",
    checkingStatus: "Anyị na-elele, biko chere...",
    verifiedTitle: "Ekwenyela email",
    verifiedDescription: "Akaụntụ gị na-arụ ọrụ.",
    verifiedMessage:
      "Daalụ maka ikwenye adreesị email gị. Ị nwere ike ịbanye ugbu a ma malite ịmụ ihe.",
    continueToLogin: "Gaa banye",
    pleaseWait: "Biko chere",
    checkInbox: "Lelee igbe email gị",
    sentMessage: "Ọ bụrụ na akaụntụ na-eche nkwenye na adreesị ahụ, anyị ezigarala ya njikọ ọhụrụ.",
    sendNewLink: "Ziga njikọ nkwenye ọhụrụ",
    notVerifiedTitle: "Ekwenyebeghị email",
    expired: "Njikọ nkwenye a agafeela oge ya.",
    invalid: "Njikọ nkwenye a adịghị mma. Ikekwe e jirila ya mee ihe.",
    enterEmail: "Dee adreesị email gị ka ị nata nke ọhụrụ.",
    noSessionTitle: "Ahụghị mbanye ọ bụla",
    alreadyVerified: "Ị kwenyelarị?",
    logIn: "Banye",
    noSessionMessage:
      "Mepee njikọ dị na email anyị zitere gị mgbe ị debanyere aha, ma ọ bụ rịọ njikọ ọhụrụ n’okpuru.",
  },
  twoFactor: {
    title: "Mbanye nzọụkwụ abụọ",
    backToLogin: "Laghachi na mbanye",
    codeSent: "E zigala koodu",
    textedTo: "Anyị ezigala koodu na {phone}.",
    yourPhone: "Ekwentị gị: {phone}",
    sendAnother: "Ziga koodu ọzọ",
    textMe: "Zitere m koodu",
    submit: "Kwenye ma banye",
    methods: {
      totp: {
        field: "Koodu nkwenye",
        intro: "Dee koodu nọmba 6 nke authenticator app gị gosiri maka AFA Academy.",
        switchTo: "Jiri authenticator app gị",
      },
      sms: {
        field: "Koodu dị na ozi ederede",
        intro: "Anyị na-ezigara ekwentị gị koodu nọmba 6. Ọ na-agwụ n’ime nkeji 5.",
        switchTo: "Zitere ekwentị m koodu",
      },
      backup: {
        field: "Koodu nchekwa",
        intro: "Dee otu n’ime koodu nchekwa ị chekwara mgbe ị hiwere mbanye nzọụkwụ abụọ.",
        switchTo: "Jiri koodu nchekwa",
      },
    },
  },
  status: {
    pending: "Akaụntụ gị na-eche nkwado. Anyị ga-ezitere gị email ozugbo ọ malitere ịrụ ọrụ.",
    inactive: "Akaụntụ gị anaghị arụ ọrụ. Biko kpọtụrụ ndị enyemaka ka ha mepee ya ọzọ.",
    suspended: "Akwụsịtụla akaụntụ gị. Biko kpọtụrụ ndị enyemaka.",
  },
  toasts: {
    registerSuccess: {
      title: "Ndebanye aha gara nke ọma!",
      description: "Biko lelee email gị ka ị kwenye akaụntụ gị.",
    },
    signUpFailed: { title: "Ndebanye aha agaghị", fallback: "Ihe adịghị mma mere" },
    loginFailed: { title: "Mbanye agaghị", fallback: "Email ma ọ bụ okwuntughe ezighị ezi" },
    emailNotVerified: {
      title: "Ekwenyebeghị email",
      description: "Biko lelee igbe email gị ka ị kwenye email gị tupu ị banye.",
    },
    loginSuccess: { title: "Ị banyela!" },
    loggedOut: { title: "Ị pụọla", description: "Ka ọ dị!" },
    signOutFailed: { title: "Ịpụ agaghị", fallback: "Njehie mere" },
    socialLoginFailed: {
      title: "Mbanye site na akaụntụ soshal agaghị",
      fallback: "Njehie OAuth mere",
    },
    resetRequested: {
      title: "Ọ gaala",
      description: "E zigala njikọ iji gbanwee okwuntughe na email gị.",
    },
    resetDone: { title: "Ọ gaala", description: "Agbanwela okwuntughe gị." },
    registrationsClosed: {
      title: "Ndebanye aha emechiela",
      description:
        "Akwụsịtụla ndebanye aha ọhụrụ ugbu a. Biko lelee ọzọ n’oge na-adịghị anya ma ọ bụ kpọtụrụ anyị.",
    },
    signedOut: "Ewepụla gị",
  },
  alerts: {
    invalidEmail: {
      title: "Email ezighị ezi",
      description: "Biko dee adreesị email ziri ezi.",
    },
    passwordTooShort: {
      title: "Okwuntughe dị mkpụmkpụ",
      description: "Okwuntughe kwesịrị inwe opekata mpe mkpụrụedemede 8.",
    },
    passwordMismatch: {
      title: "Okwuntughe adabaghị",
      description: "Biko hụ na okwuntughe gị abụọ dabara.",
    },
    newPasswordMismatch: {
      title: "Okwuntughe adabaghị",
      description: "Okwuntughe ọhụrụ abụọ ahụ adabaghị",
    },
  },
  validation: {
    emailRequired: "Biko dee adreesị email gị.",
    passwordRequired: "Biko dee okwuntughe.",
    passwordTooLong: "Okwuntughe agaghị agafe mkpụrụedemede 128.",
    fullNameRequired: "Biko dee aha gị zuru ezu.",
    fullNameTooLong: "Biko mee ka aha gị ghara ịgafe mkpụrụedemede 100.",
    phoneRequired: "Biko dee nọmba ekwentị gị.",
    phoneInvalid:
      "Biko dee nọmba ekwentị Naịjirịa ziri ezi, dịka 0803 123 4567 ma ọ bụ +234 803 123 4567.",
    confirmRequired: "Biko dee okwuntughe gị ọzọ.",
    termsRequired: "Biko kwenye na Usoro ojiji na Iwu nzuzo.",
    loginPasswordRequired: "Biko dee okwuntughe gị.",
    resetLinkInvalid: "Njikọ a adịghị mma.",
    commonPassword: "Ọtụtụ mmadụ na-eji okwuntughe a, ọ dị mfe ịkọ. Biko họrọ nke ọzọ.",
  },
  twoFactorMessages: {
    codeFormat: "Dee koodu nọmba 6 dị na authenticator app gị.",
    backupFormat: "Dee otu n’ime koodu nchekwa gị, dịka ABCDE-12345.",
    wrongCode: "Koodu ahụ ezighị ezi. Lelee oge dị na ekwentị gị ma nwaa ọzọ.",
    wrongBackupCode: "Koodu nchekwa ahụ ezighị ezi, ma ọ bụ e jirila ya mee ihe.",
    passwordRequired: "Dee okwuntughe gị nke ugbu a.",
    wrongPassword: "Okwuntughe gị nke ugbu a ezighị ezi.",
    nameTooLong: "Agafela mkpụrụedemede 60.",
    expired: "Mbanye gị were ogologo oge. Biko banye ọzọ.",
    tooManyWrong: "Koodu ezighị ezi dị ọtụtụ. Biko banye ọzọ.",
  },
  phoneFactorMessages: {
    codeFormat: "Dee koodu nọmba 6 dị na ozi ederede.",
    wrongCode: "Koodu ahụ ezighị ezi. Lelee ozi ederede ahụ ma nwaa ọzọ.",
    expired: "Oge koodu ahụ agafeela. Rịọ nke ọhụrụ.",
    tooMany: "Koodu ezighị ezi dị ọtụtụ. Rịọ nke ọhụrụ.",
    wait: "Anyị ka zitere koodu. Biko chere otu nkeji tupu ị rịọ nke ọzọ.",
    noPhone: "Enweghị nọmba ekwentị maka ozi ederede na akaụntụ a.",
    sendFailed: "Anyị enweghị ike iziga koodu ugbu a. Biko nwaa ọzọ n’oge na-adịghị anya.",
  },
  server: {
    somethingWentWrong: "Ihe adịghị mma mere",
    unknown: "Ihe adịghị mma mere. Biko nwaa ọzọ n’oge na-adịghị anya.",
    resetLinkExpired: "Njikọ a adịghị mma ma ọ bụ oge ya agafeela. Biko rịọ nke ọhụrụ.",
    tryAgainShortly: "Biko nwaa ọzọ n’oge na-adịghị anya.",
    textNotSent: "Anyị enweghị ike iziga ozi ederede ahụ. Biko nwaa ọzọ emesịa.",
    tooManyAttempts: {
      $plural: {
        one: "Mgbalị dị ọtụtụ site na njikọ gị. Biko chere nkeji {count} ma nwaa ọzọ.",
        other: "Mgbalị dị ọtụtụ site na njikọ gị. Biko chere nkeji {count} ma nwaa ọzọ.",
      },
    },
  },
};

export default ig;
