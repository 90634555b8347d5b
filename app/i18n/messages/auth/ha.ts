import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  layout: {
    headline: "Ƙara ƙwarewarka. Ƙara girbinka.",
    intro:
      "Ka haɗu da manoma da ’yan kasuwar noma a faɗin Najeriya da ke koyon noma na zamani mai ɗorewa tare da mu.",
    promises: {
      apply: "Darussa masu amfani da za ka iya yi a gonarka",
      pace: "Koya a lokacin da ya dace da kai, a wayarka",
      track: "Duba ci gabanka ka samu takardar shaida",
    },
  },
  fields: {
    email: "Adireshin imel",
    password: "Kalmar sirri",
    fullName: "Cikakken suna",
    phone: "Lambar waya",
    phoneHint: "Lambar Najeriya, misali 0803 123 4567 ko +234 803 123 4567.",
    confirmPassword: "Sake rubuta kalmar sirri",
    newPassword: "Sabuwar kalmar sirri",
    confirmNewPassword: "Sake rubuta sabuwar kalmar sirri",
    passwordHint: "Aƙalla haruffa 8. Kada ka yi amfani da kalmar sirri da aka saba da ita.",
  },
  social: {
    orContinueWith: "ko ci gaba da",
  },
  login: {
    metaTitle: "Shiga",
    metaDescription: "Shiga asusunka na AFA Academy.",
    title: "Shiga asusunka",
    description: "Shiga don ci gaba da kwasa-kwasanka da duba ci gabanka.",
    newHere: "Sabo ne a makarantar?",
    createAccount: "Buɗe asusu",
    resendVerification: "Sake aiko imel na tabbatarwa",
    forgotPassword: "Ka manta kalmar sirrinka?",
    submit: "Shiga",
  },
  register: {
    metaTitle: "Buɗe asusunka",
    metaDescription: "Buɗe asusu kyauta don shiga kwasa-kwasan noma masu amfani.",
    title: "Buɗe asusunka",
    description:
      "Ka haɗu da manoma da ’yan kasuwar noma da ke koyon yadda za su ƙara amfanin gona.",
    haveAccount: "Kana da asusu?",
    logIn: "Shiga",
    termsBefore: "Na yarda da",
    termsLink: "Sharuɗɗan amfani",
    termsMiddle: "da",
    privacyLink: "Manufar sirri",
    termsAfter: "",
    submit: "Buɗe asusu",
  },
  reset: {
    metaTitle: "Canza kalmar sirrinka",
    title: "Canza kalmar sirrinka",
    description:
      "Rubuta adireshin imel na asusunka, za mu aiko maka da hanyar zaɓar sabuwar kalmar sirri.",
    backToLogin: "Koma wajen shiga",
    pleaseWait: "Don Allah ka jira",
    submit: "Aiko min da hanyar canzawa",
    newTitle: "Zaɓi sabuwar kalmar sirri",
    error: "Kuskure",
    requestNewLink: "Nemi sabuwar hanya",
    submitNew: "Canza kalmar sirri",
  },
  verify: {
    metaTitle: "Tabbatar da imel ɗinka",
    checkingTitle: "Ana dubawa",
    checkingDescription: "Ana duba hanyar tabbatarwarka, don Allah ka jira...",
    checkingStatus: "Ana dubawa, don Allah ka jira...",
    verifiedTitle: "An tabbatar da imel",
    verifiedDescription: "Asusunka yana aiki.",
    verifiedMessage:
      "Mun gode da ka tabbatar da adireshin imel ɗinka. Yanzu za ka iya shiga ka fara koyo.",
    continueToLogin: "Ci gaba zuwa shiga",
    pleaseWait: "Don Allah ka jira",
    checkInbox: "Duba akwatin imel ɗinka",
    sentMessage:
      "Idan akwai asusun da ke jiran tabbatarwa a wannan adireshin, mun aika masa sabuwar hanya.",
    sendNewLink: "Aiko sabuwar hanyar tabbatarwa",
    notVerifiedTitle: "Ba a tabbatar da imel ba",
    expired: "Wa’adin wannan hanyar tabbatarwa ya ƙare.",
    invalid: "Wannan hanyar tabbatarwa ba ta aiki. Wataƙila an riga an yi amfani da ita.",
    enterEmail: "Rubuta adireshin imel ɗinka don karɓar wata sabuwa.",
    noSessionTitle: "Ba a sami zaman shiga ba",
    alreadyVerified: "Ka riga ka tabbatar?",
    logIn: "Shiga",
    noSessionMessage:
      "Buɗe hanyar da ke cikin imel ɗin da muka aiko maka lokacin da ka yi rajista, ko ka nemi sabuwar hanya a ƙasa.",
  },
  twoFactor: {
    title: "Shiga mataki biyu",
    backToLogin: "Koma wajen shiga",
    codeSent: "An aika lamba",
    textedTo: "Mun tura lamba zuwa {phone}.",
    yourPhone: "Wayarka: {phone}",
    sendAnother: "Aiko wata lamba",
    textMe: "Tura min lamba ta saƙo",
    submit: "Tabbatar ka shiga",
    methods: {
      totp: {
        field: "Lambar tantancewa",
        intro: "Rubuta lamba mai lambobi 6 da manhajar tantancewarka ta nuna don AFA Academy.",
        switchTo: "Yi amfani da manhajar tantancewa",
      },
      sms: {
        field: "Lambar da ke cikin saƙon tes",
        intro: "Muna tura lamba mai lambobi 6 zuwa wayarka. Wa’adinta yana ƙarewa bayan minti 5.",
        switchTo: "Tura lamba zuwa wayata",
      },
      backup: {
        field: "Lambar ajiya",
        intro:
          "Rubuta ɗaya daga cikin lambobin ajiya da ka adana lokacin da ka saita shiga mataki biyu.",
        switchTo: "Yi amfani da lambar ajiya",
      },
    },
  },
  status: {
    pending: "Asusunka yana jiran amincewa. Za mu aiko maka da imel da zarar ya fara aiki.",
    inactive: "Asusunka ba ya aiki. Don Allah ka tuntuɓi masu taimako don a sake buɗe shi.",
    suspended: "An dakatar da asusunka. Don Allah ka tuntuɓi masu taimako.",
  },
  toasts: {
    registerSuccess: {
      title: "Rajista ta yi nasara!",
      description: "Don Allah ka duba imel ɗinka don tabbatar da asusunka.",
    },
    signUpFailed: {
      title: "Rajista ba ta yi nasara ba",
      fallback: "Wani abu ya faru ba daidai ba",
    },
    loginFailed: {
      title: "Shiga bai yi nasara ba",
      fallback: "Imel ko kalmar sirri ba daidai ba ne",
    },
    emailNotVerified: {
      title: "Ba a tabbatar da imel ba",
      description: "Don Allah ka duba akwatin imel ɗinka don tabbatar da imel kafin ka shiga.",
    },
    loginSuccess: { title: "Ka shiga!" },
    loggedOut: { title: "Ka fita", description: "Sai an jima!" },
    signOutFailed: { title: "Fita bai yi nasara ba", fallback: "An samu kuskure" },
    socialLoginFailed: {
      title: "Shiga ta shafin sada zumunta bai yi nasara ba",
      fallback: "An samu kuskuren OAuth",
    },
    resetRequested: {
      title: "An yi nasara",
      description: "An aika hanyar canza kalmar sirri zuwa imel ɗinka.",
    },
    resetDone: { title: "An yi nasara", description: "An canza kalmar sirrinka." },
    registrationsClosed: {
      title: "An rufe rajista",
      description:
        "An dakatar da sabuwar rajista a yanzu. Don Allah ka sake dubawa nan ba da jimawa ba ko ka tuntuɓe mu.",
    },
    signedOut: "An fitar da kai",
  },
  alerts: {
    invalidEmail: {
      title: "Imel ba daidai ba",
      description: "Don Allah ka rubuta adireshin imel mai kyau.",
    },
    passwordTooShort: {
      title: "Kalmar sirri ta yi gajarta",
      description: "Kalmar sirri ta zama aƙalla haruffa 8.",
    },
    passwordMismatch: {
      title: "Kalmomin sirri ba su yi daidai ba",
      description: "Don Allah ka tabbata kalmomin sirrinka sun yi daidai.",
    },
    newPasswordMismatch: {
      title: "Kalmomin sirri ba su yi daidai ba",
      description: "Sabbin kalmomin sirri ba su yi daidai ba",
    },
  },
  validation: {
    emailRequired: "Don Allah ka rubuta adireshin imel ɗinka.",
    passwordRequired: "Don Allah ka rubuta kalmar sirri.",
    passwordTooLong: "Kalmar sirri kada ta wuce haruffa 128.",
    fullNameRequired: "Don Allah ka rubuta cikakken sunanka.",
    fullNameTooLong: "Don Allah sunanka kada ya wuce haruffa 100.",
    phoneRequired: "Don Allah ka rubuta lambar wayarka.",
    phoneInvalid:
      "Don Allah ka rubuta lambar wayar Najeriya mai kyau, misali 0803 123 4567 ko +234 803 123 4567.",
    confirmRequired: "Don Allah ka sake rubuta kalmar sirrinka.",
    termsRequired: "Don Allah ka amince da Sharuɗɗan amfani da Manufar sirri.",
    loginPasswordRequired: "Don Allah ka rubuta kalmar sirrinka.",
    resetLinkInvalid: "Wannan hanyar canza kalmar sirri ba ta aiki.",
    commonPassword:
      "Mutane da yawa suna amfani da wannan kalmar sirri, tana da sauƙin ganewa. Don Allah ka zaɓi wata daban.",
  },
  twoFactorMessages: {
    codeFormat: "Rubuta lamba mai lambobi 6 daga manhajar tantancewarka.",
    backupFormat: "Rubuta ɗaya daga cikin lambobin ajiyarka, misali ABCDE-12345.",
    wrongCode: "Wannan lambar ba daidai ba ce. Duba lokacin da ke wayarka ka sake gwadawa.",
    wrongBackupCode: "Wannan lambar ajiya ba daidai ba ce, ko an riga an yi amfani da ita.",
    passwordRequired: "Rubuta kalmar sirrinka ta yanzu.",
    wrongPassword: "Kalmar sirrinka ta yanzu ba daidai ba ce.",
    nameTooLong: "Kada ya wuce haruffa 60.",
    expired: "Shigarka ta ɗauki lokaci da yawa. Don Allah ka sake shiga.",
    tooManyWrong: "Lambobi marasa daidai sun yi yawa. Don Allah ka sake shiga.",
  },
  phoneFactorMessages: {
    codeFormat: "Rubuta lamba mai lambobi 6 da ke cikin saƙon tes.",
    wrongCode: "Wannan lambar ba daidai ba ce. Duba saƙon tes ka sake gwadawa.",
    expired: "Wa’adin wannan lambar ya ƙare. Nemi sabuwa.",
    tooMany: "Lambobi marasa daidai sun yi yawa. Nemi sabuwa.",
    wait: "Yanzu muka aika lamba. Don Allah ka jira minti ɗaya kafin ka nemi wata.",
    noPhone: "Babu lambar waya da aka saita don saƙon tes a wannan asusun.",
    sendFailed: "Ba mu iya aika lamba a yanzu ba. Don Allah ka sake gwadawa nan da ɗan lokaci.",
  },
  server: {
    somethingWentWrong: "Wani abu ya faru ba daidai ba",
    unknown: "Wani abu ya faru ba daidai ba. Don Allah ka sake gwadawa nan da ɗan lokaci.",
    resetLinkExpired:
      "Wannan hanyar canza kalmar sirri ba ta aiki ko wa’adinta ya ƙare. Don Allah ka nemi sabuwa.",
    tryAgainShortly: "Don Allah ka sake gwadawa nan da ɗan lokaci.",
    textNotSent: "Ba mu iya aika saƙon tes ba. Don Allah ka sake gwadawa anjima.",
    tooManyAttempts: {
      $plural: {
        one: "Ƙoƙari ya yi yawa daga intanet ɗinka. Don Allah ka jira minti {count} ka sake gwadawa.",
        other:
          "Ƙoƙari ya yi yawa daga intanet ɗinka. Don Allah ka jira minti {count} ka sake gwadawa.",
      },
    },
  },
};

export default ha;
