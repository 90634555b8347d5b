import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Masu amfani",
  summary: {
    $plural: {
      one: "Asusu {count}, sababbi a farko.",
      other: "Asusu {count}, sababbi a farko.",
    },
  },
  summaryFiltered: {
    $plural: {
      one: "Asusu {count} ya dace da bincikenka.",
      other: "Asusu {count} sun dace da bincikenka.",
    },
  },
  exportCsv: "Fitar da CSV",
  pages: "Shafukan masu amfani",
  empty: {
    beyondTitle: "Babu masu amfani a wannan shafi",
    beyondBody: "Wannan shafi ya wuce ƙarshen jerin. Koma shafin farko.",
    filteredTitle: "Babu mai amfani da ya dace",
    filteredBody:
      "Babu asusun da ya dace da wannan bincike da waɗannan matattara. Gwada ƙananan kalmomi ko wasu matattara.",
    noneTitle: "Babu masu amfani tukuna",
    noneBody: "Asusu za su bayyana a nan yayin da mutane ke yin rajista.",
  },
  list: {
    caption: "Masu amfani, sababbi a farko",
    user: "Mai amfani",
    role: "Matsayi",
    status: "Yanayi",
    joined: "Ranar shiga",
    joinedOn: "Ya shiga {date}",
    actions: "Ayyuka",
    you: "Kai",
    onlyAdmins: "Mai gudanarwa ne kaɗai zai iya canza wannan asusu",
    edit: "Gyara",
    editLabel: "Gyara {name}",
  },
  filters: {
    label: "Nemi masu amfani",
    search: "Nema da suna ko imel",
    allRoles: "Duk matsayi",
    allStatuses: "Duk yanayi",
    role: "Matsayi",
    status: "Yanayi",
    submit: "Nema",
  },
  edit: {
    consultingHours: "Lokutan ba da shawara",
    title: "Gyara mai amfani",
    allUsers: "Duk masu amfani",
    details: "Bayanan asusu",
    account: "Asusu",
    role: "Matsayi",
    status: "Yanayi",
    emailVerified: "An tabbatar da imel",
    yes: "Ee",
    no: "A’a",
    joined: "Ranar shiga",
    lastChanged: "Canji na ƙarshe",
    deleteTitle: "Share asusu",
    deleteBody:
      "Yana share wannan asusu da bayanansa na sirri. Shirye-shiryen ganawa za su rage, amma ba za a haɗa su da shi ba.",
    selfDeleteBefore: "Don share asusunka, yi amfani da",
    selfDeleteLink: "saitunan asusunka",
    selfDeleteAfter: ".",
  },
  form: {
    consultant: "Yana ba da shawara",
    consultantHint:
      "Fom ɗin neman ganawa zai nuna lokutan wannan mutum da ke samuwa (Litinin zuwa Juma'a, 9:00 zuwa 18:00). Ma'aikata kaɗai.",
    fullName: "Cikakken suna",
    email: "Adireshin imel",
    emailHint: "Adireshin da mutumin ke shiga da shi. Ba za a iya canza shi ba.",
    roleLabel: "Matsayi:",
    statusLabel: "Yanayi:",
    locked:
      "Ba za ka iya canza matsayinka ko yanayinka ba, don kada ka kulle kanka a waje. Wani mai gudanarwa zai iya.",
    role: "Matsayi",
    status: "Yanayi",
    signOutNote:
      "Zaɓar Ba ya aiki, An dakatar ko Ana jira zai fitar da wannan mutum daga kowace na’ura nan take.",
    save: "Ajiye canje-canje",
  },
  roleDescriptions: {
    user: "Damar amfani da kwasa-kwasai da abubuwan ciki.",
    instructor: "Zai iya ƙirƙira da gudanar da kwasa-kwasansa.",
    moderator: "Zai iya gudanar da masu amfani da abubuwan ciki, amma ba saitunan tsarin ba.",
    admin: "Cikakkiyar dama.",
  },
  statusDescriptions: {
    active: "Cikakkiyar dama.",
    pending: "Ana jiran tabbatar da imel ko amincewa; ba zai iya shiga ba tukuna.",
    inactive: "Ba zai iya shiga ba sai an canza.",
    suspended: "Ba zai iya amfani da dandalin ba sai an canza.",
  },
  delete: {
    title: "Share mai amfani",
    dialogTitle: "Ka tabbata kwata-kwata?",
    warning:
      "Wannan zai share asusun {name} ({email}) har abada tare da bayanansa na sirri: bayanin kansa da hotonsa, hanyoyin shiga, kwasa-kwasan da ya shiga, ci gaba, takardun shaida da sanarwa. Za a fitar da shi nan take. Ba za a iya mayar da wannan ba.",
    button: "Share",
    buttonLabel: "Share {name}",
    confirm: "Share mai amfani",
    close: "Rufe",
    cancel: "Soke",
  },
  toasts: {
    updated: "An sabunta mai amfani",
    updateFailed: "Sabuntawa ta kasa",
    deleted: "An share mai amfani",
    deletedDescription: "An share {email} da bayanansa na sirri.",
    deletionFailed: "Share mai amfani ya kasa",
  },
  rules: {
    self: "Ba za ka iya canza matsayinka ko yanayinka ba: wani mai gudanarwa ne zai yi.",
    selfDelete: "Ba za ka iya share asusunka a nan ba. Yi amfani da Settings › Delete My Account.",
    adminTarget: "Mai gudanarwa ne kaɗai zai iya canza ko share asusun mai gudanarwa.",
    grantAdmin: "Mai gudanarwa ne kaɗai zai iya bayarwa ko karɓe matsayin mai gudanarwa.",
    consultant: "Mai gudanarwa ne kaɗai zai iya zaɓar wanda ke ba da shawara.",
    lastAdmin:
      "Wannan ne kaɗai asusun mai gudanarwa mai aiki. Ka fara mai da wani asusu mai gudanarwa mai aiki, don wani ya ci gaba da gudanar da makarantar.",
    notFound: "Wannan asusu ba ya nan kuma.",
    failed: "Wani abu ya faru a ɓangarenmu. Da fatan za a sake gwadawa nan ba da jimawa ba.",
  },
};

export default ha;
