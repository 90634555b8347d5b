import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  titles: {
    settings: "Saituna",
    account: "Saitunan asusu",
    twoFactor: "Shiga mataki biyu",
  },
  page: {
    description: "Hotonka, bayananka, kalmar sirri da bayanan da muke riƙe game da kai.",
    backToDashboard: "Koma dashbod",
    twoFactorDescription: "Shiga mataki biyu: lamba daga wayarka tare da kalmar sirrinka.",
    backTo: "Koma {title}",
    unavailable: "Saituna ba sa samuwa",
    loadFailed:
      "An sami matsala wajen buɗe saitunanka. Don Allah ka sake gwadawa nan ba da jimawa ba.",
    unreadable: "Ba mu iya karanta wannan fom ba. Don Allah ka sake buɗe shafin ka sake gwadawa.",
  },
  roles: { admin: "Mai gudanarwa", student: "Ɗalibi" },
  summary: {
    heading: "Asusunka",
    email: "Imel",
    role: "Matsayi",
    memberSinceLabel: "Memba tun",
    memberSince: "Memba tun {date}",
    signOut: "Fita",
  },
  avatar: {
    title: "Hoton bayanai",
    description:
      "Yana bayyana a saman shafi da kuma a dashbod ɗinka. Idan babu hoto, za mu nuna baƙaƙen sunanka.",
    choose: "Zaɓi hoto",
    hint: "JPEG, PNG ko WebP, har zuwa 2 MB. Za mu yanka shi murabba’i mu cire ɓoyayyun bayanai kamar wurin da aka ɗauke shi.",
    upload: "Ɗora hoto",
    remove: "Cire hoto",
  },
  profile: {
    title: "Bayanan kai",
    description: "Sunanka zai bayyana a takardun shaidar da za a ba ka daga yanzu.",
    fullName: "Cikakken suna",
    phone: "Lambar waya (ba dole ba)",
    phoneHint: "Lambar Najeriya, misali 0803 123 4567 ko +234 803 123 4567.",
    email: "Adireshin imel",
    emailHintBefore: "Adireshin da kake shiga da shi. Don canza shi, yi amfani da",
    emailHintLink: "Canza adireshin imel",
    emailHintAfter: "a ƙasa.",
    emailHintNoPassword:
      "Adireshin da kake shiga da shi. Saita kalmar sirri (a ƙasa) domin ka iya canza shi.",
    save: "Ajiye canje-canje",
  },
  password: {
    title: "Canza kalmar sirri",
    socialDescription:
      "Kana shiga da asusun kafar sada zumunta, don haka wannan asusu bai da kalmar sirri tukuna.",
    socialText:
      "Don ka iya shiga da adireshin imel ɗinka ma, saita kalmar sirri: za mu tura maka hanyar haɗi ta imel don zaɓar ɗaya.",
    setPassword: "Saita kalmar sirri",
    description:
      "Yi amfani da aƙalla haruffa 8, kada ka yi amfani da kalmar sirri da aka saba da ita.",
    current: "Kalmar sirri ta yanzu",
    new: "Sabuwar kalmar sirri",
    confirm: "Sake rubuta sabuwar kalmar sirri",
    revokeOthers: "Fita daga sauran na’urori",
    submit: "Sabunta kalmar sirri",
  },
  email: {
    title: "Canza adireshin imel",
    descriptionBefore: "Kana shiga da",
    descriptionAfter:
      ". Za mu tura hanyar haɗi zuwa sabon adireshin; zai maye gurbin wannan da zarar ka buɗe hanyar.",
    newEmail: "Sabon adireshin imel",
    submit: "Aika hanyar tabbatarwa",
  },
  twoFactor: {
    title: "Shiga mataki biyu",
    description: "Nemi lamba daga wayarka, tare da kalmar sirrinka, duk lokacin da ka shiga.",
    status: "Matsayi:",
    on: "a kunne",
    off: "a kashe",
    manage: "Sarrafa shiga mataki biyu",
    setUp: "Saita shiga mataki biyu",
    codeSent: "An aika lamba",
    codeSentText:
      "Mun tura lamba mai lambobi 6 zuwa {phone}. Wa’adinta yana ƙarewa bayan minti 10.",
    yours: "Shigarka ta mataki biyu",
    offChoose: ". Zaɓi hanya ɗaya ko duka biyu na karɓar lambobi.",
    appTitle: "Manhajar tantancewa",
    smsTitle: "Saƙon tes",
    enrolIntro:
      "Yana aiki ba tare da sabis ko kati ba. Kana buƙatar manhaja kamar Google Authenticator, Microsoft Authenticator ko Authy a wayarka.",
    nameLabel: "Sunan wannan manhaja (ba dole ba)",
    namePlaceholder: "Manhajar tantancewa",
    nameHint: "Yana taimaka maka ka gane ta daga baya, misali “Wayata ta Tecno”.",
    step1: "Buɗe manhajar tantancewarka ka zaɓi ƙara asusu.",
    step2: "Duba wannan lambar QR, ko ka rubuta maɓallin da ke ƙarƙashinta.",
    step3: "Rubuta lamba mai lambobi 6 da manhajar za ta nuna, don tabbatarwa.",
    qrAlt: "Lambar QR don ƙara {issuer} a manhajar tantancewarka",
    keyLabel: "Maɓalli (idan ba za ka iya dubawa ba)",
    accountLabel: "Asusun da ke bayyana a manhajar",
    nameTerm: "Suna",
    codeFromApp: "Lamba daga manhajar",
    confirmOn: "Tabbatar ka kunna",
    statusTerm: "Matsayi",
    onValue: "A kunne",
    appTerm: "Manhaja",
    added: " · an ƙara {date}",
    backupLeft: "Lambobin ajiya da suka rage",
    backupLeftValue: "{count} cikin 10",
    passwordPromptApp:
      "Don samun sababbin lambobin ajiya ko kashe shiga mataki biyu, rubuta kalmar sirrinka.",
    passwordPrompt: "Don kashe shiga mataki biyu, rubuta kalmar sirrinka.",
    newBackupCodes: "Sababbin lambobin ajiya",
    turnOff: "Kashe shiga mataki biyu",
    phoneAgain: "Saƙo bai zo ba, ko wata lamba ce daban? Aika sabuwar lamba.",
    phoneIntro:
      "Muna tura lamba zuwa wayarka duk lokacin da ka shiga. Ana iya cajin kuɗin SMS na yau da kullum.",
    mobile: "Lambar waya",
    sendNew: "Aika sabuwar lamba",
    textMe: "Tura min lamba ta saƙo",
    codeFromText: "Lambar da ke cikin saƙon tes",
    sentTo: "An aika zuwa {phone}.",
    confirmNumber: "Tabbatar da lambar ka kunna",
    backupTitle: "Ajiye lambobin ajiyarka",
    backupText:
      "Idan wayarka ta ɓace, kowace ɗaya daga cikin waɗannan lambobi za ta bar ka ka shiga sau ɗaya. Ajiye su a wuri mai aminci: ba za mu sake nuna su ba.",
    backupList: "Lambobin ajiya",
    backupDownload: "Sauke lambobin",
    backupFileTitle: "Lambobin ajiya na AFA Academy",
    backupFileLine: "Kowace lamba tana aiki sau ɗaya, a madadin lamba daga manhajarka.",
  },
  sessions: {
    title: "Inda kake a ciki",
    description: "Idan ka ga na’urar da ba ka sani ba, fitar da ita ka canza kalmar sirrinka.",
    thisDevice: "Wannan na’ura",
    signedIn: "An shiga {date}",
    active: "an yi amfani {when}",
    justNow: "yanzu yanzu",
    signOut: "Fitar",
    signOutAll: "Fitar da duk sauran na’urori",
    onlyThis: "A wannan na’ura kaɗai kake a ciki.",
  },
  payments: {
    title: "Biya da rasitai",
    description: "Kwasa-kwasan da ka saya, tare da rasitin PDF na kowane biya.",
    view: "Duba biya da rasitai",
  },
  video: {
    title: "Girman bidiyo",
    description:
      "Wane kwafin bidiyon darasi ne zai kunna. Ƙaramin kwafi yana amfani da ƙarancin data; kana iya canza shi a ƙarƙashin kowane bidiyon darasi.",
    dataSaver: "Mai tattalin data",
    dataSaverHint: "Kusan 240p: bai wuce MB 1.5 a minti ɗaya ba",
    standard: "Na yau da kullum",
    standardHint: "Kusan 360p: bai wuce MB 3.7 a minti ɗaya ba",
    audio: "Sauti kawai",
    audioHint: "Sauti ba tare da hoto ba: kusan MB 0.4 a minti ɗaya",
    save: "Ajiye girman bidiyo",
  },
  data: {
    title: "Bayananka",
    description:
      "Kwafin duk abin da muke riƙe game da kai, a fayil ɗaya na JSON da za ka iya ajiyewa ko ka ba wani.",
    profile: "Bayananka da hanyoyin shigarka",
    devices: "Na’urorin da aka shiga (kwanan wata, adireshin IP, burauza)",
    learning: "Kwasa-kwasan da ka shiga, ci gaban darussa da lokacin koyo",
    certificates: "Takardun shaida tare da hanyoyin tabbatar da su",
    payments: "Biya da lambobin rasitinsu",
    bookings: "Tsarin ganawa da saƙonnin tuntuɓa",
    notifications: "Sanarwa da saitunan sanarwa",
    never: "Ba a taɓa haɗa kalmomin sirri da alamomin shiga ba.",
    download: "Sauke Bayanaina",
  },
  deletion: {
    title: "Share Asusuna",
    description: "Share asusunka da bayananka na kai har abada.",
    erasedTitle: "Abin da za a share",
    erasedText:
      "Bayananka da hotonka, hanyoyin shiga da na’urori, kwasa-kwasan da ka shiga, ci gaban darussa da lokacin koyo, takardun shaida (hanyoyin tabbatar da su za su daina aiki), sanarwa da saitunan sanarwa.",
    keptTitle: "Abin da za a ajiye",
    keptText:
      "Tsarin ganawa bayanan kasuwanci ne: muna ajiye su, amma ba za su ƙara haɗuwa da wani asusu ba. Saƙonnin da aka aiko ta fom ɗin tuntuɓa suna nan a akwatinmu. Bayanan biya da rasitai suna nan ba tare da sunanka ko imel ɗinka ba: doka ta buƙaci mu ajiye su na shekara shida.",
    downloadFirst:
      "Sauke bayananka tukuna idan kana son kwafi. Ba za a iya dawo da abin da aka share ba.",
    lastAdminTitle: "Kai kaɗai ne mai gudanarwa mai aiki",
    lastAdminText:
      "Mayar da wani asusu mai gudanarwa kafin ka share naka, domin wani ya ci gaba da gudanar da makarantar.",
    yourPassword: "Kalmar sirrinka",
    typeEmail: "Rubuta adireshin imel ɗinka",
    typeEmailHint:
      "Asusunka bai da kalmar sirri, don haka muna neman adireshin imel ɗinsa a maimakon.",
    confirm: "Na fahimci cewa ba za a iya dawo da wannan ba",
    submit: "Share Asusuna",
  },
  toasts: {
    videoSaved: { title: "An ajiye girman bidiyo" },
    profileUpdated: {
      title: "An sabunta bayanai",
      description: "An sabunta bayananka cikin nasara",
    },
    profileFailed: "Sabuntawa ta gaza",
    profileSaveFailed:
      "Ba mu iya ajiye bayananka ba. Don Allah ka sake gwadawa nan ba da jimawa ba.",
    avatarSaveFailed: "Ba mu iya ajiye hotonka ba. Don Allah ka sake gwadawa nan ba da jimawa ba.",
    passwordUpdated: {
      title: "An sabunta kalmar sirri",
      description: "An sabunta kalmar sirrinka cikin nasara",
    },
    passwordFailed: "Sabunta kalmar sirri ta gaza",
    accountDeleted: {
      title: "An share asusu",
      description: "An share asusunka da bayananka na kai. Mun gode da ka koya tare da mu.",
    },
    deletionFailed: "Share asusu ya gaza",
    nothingChanged: {
      title: "Ba a canza komai ba",
      description:
        "Ba mu iya karanta wannan fom ba. Don Allah ka sake buɗe shafin ka sake gwadawa.",
    },
    emailNotChanged: "Ba a canza imel ba",
    checkInbox: {
      title: "Duba sabon akwatin imel ɗinka",
      description:
        "Mun tura hanyar haɗi zuwa {email}. Adireshin imel ɗinka zai canza idan ka buɗe ta.",
    },
    twoFactorFailed: "Ba a canza shiga mataki biyu ba",
    twoFactorOn: {
      title: "Shiga mataki biyu yana a kunne",
      description: "Daga yanzu za mu tura maka lamba ta saƙo duk lokacin da ka shiga.",
    },
    twoFactorOff: {
      title: "Shiga mataki biyu yana a kashe",
      description: "Yanzu kana shiga da kalmar sirrinka kaɗai.",
    },
    deviceSignedOut: {
      title: "An fitar da na’ura",
      description: "Wannan na’urar dole ta sake shiga.",
    },
    alreadySignedOut: {
      title: "Ta riga ta fita",
      description: "Wannan na’urar ba ta cikin asusun kuma.",
    },
    othersSignedOut: {
      title: "An fitar da sauran na’urori",
      description: plural(
        "Sauran na’ura {count} dole ta sake shiga.",
        "Sauran na’urori {count} dole su sake shiga.",
      ),
    },
  },
  validation: {
    enterCurrentPassword: "Rubuta kalmar sirrinka ta yanzu.",
    currentPasswordIncorrect: "Kalmar sirrinka ta yanzu ba daidai ba ce.",
    pleaseEnterCurrentPassword: "Don Allah ka rubuta kalmar sirrinka ta yanzu.",
    passwordTooLong: "Kalmar sirri kada ta wuce haruffa 128.",
    confirmNewPassword: "Don Allah ka sake rubuta sabuwar kalmar sirrinka.",
    differentPassword: "Don Allah ka zaɓi kalmar sirri da ta bambanta da ta yanzu.",
    enterPassword: "Don Allah ka rubuta kalmar sirrinka.",
    typeEmail: "Don Allah ka rubuta adireshin imel ɗinka.",
    tickBox: "Don Allah ka duba akwatin don tabbatarwa.",
    avatarMissing: "Don Allah ka zaɓi hoton da za a ɗora.",
    avatarTooBig: "Wannan hoton ya fi 2 MB girma. Don Allah ka zaɓi ƙarami.",
    avatarWrongType: "Don Allah ka zaɓi hoton JPEG, PNG ko WebP.",
    avatarDimensions:
      "Wannan hoton ya yi girma da yawa. Don Allah ka zaɓi wanda bai kai megapixel 64 ba.",
    avatarUnreadable:
      "Ba mu iya karanta wannan hoton ba. Yana iya zama ya lalace: don Allah ka zaɓi wani.",
  },
  server: {
    wrongPassword: "Wannan kalmar sirri ba daidai ba ce.",
    wrongEmail: "Wannan ba adireshin imel na wannan asusu ba ne.",
    lastAdmin:
      "Kai kaɗai ne mai gudanarwa mai aiki. Mayar da wani asusu mai gudanarwa kafin ka share naka, domin wani ya ci gaba da gudanar da makarantar.",
    notFound: "Wannan asusu ba ya nan kuma.",
    alreadyYourEmail: "Wannan ne adireshin imel ɗinka dama.",
    noPasswordYet:
      "Asusunka bai da kalmar sirri tukuna. Yi amfani da “Ka manta kalmar sirrinka?” don saita ɗaya.",
    tryAgain: "Don Allah ka sake gwadawa nan ba da jimawa ba.",
  },
};

export default ha;
