import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  nav: {
    home: "Ibe mbụ",
    about: "Maka anyị",
    academy: "Ụlọ akwụkwọ",
    training: "Ọzụzụ",
    consulting: "Ndụmọdụ",
    consultation: "Dọọ oge ndụmọdụ",
    research: "Nchọpụta",
    services: "Ọrụ anyị",
    journey: "Njem anyị",
    careers: "Rụọ ọrụ na anyị",
    contact: "Kpọtụrụ anyị",
    privacy: "Iwu nzuzo",
    terms: "Usoro ojiji",
    login: "Banye",
    register: "Debanye aha",
  },
  header: {
    homeLink: "Ibe mbụ nke {siteName}",
    mainNav: "Isi menu",
    login: "Banye",
    getStarted: "Malite ugbu a",
    menu: "Menu",
    accountMenu: "Menu akaụntụ gị",
    dashboard: "Dashbọọdụ",
    myLearning: "Ihe m na-amụ",
    adminPanel: "Akụkụ nchịkwa",
    accountSettings: "Ntọala akaụntụ",
    settings: "Ntọala",
    logout: "Pụọ",
  },
  footer: {
    about:
      "Ọzụzụ na ndụmọdụ ọrụ ugbo nke a na-eme n’ala, maka ndị ọrụ ugbo na ndị ọchụnta ego ugbo, site n’ọfịs anyị dị na Legọs, Naịjirịa.",
    socialMedia: "Mgbasa ozi ọha",
    company: "Ụlọ ọrụ",
    services: "Ọrụ anyị",
    resources: "Ihe ndị ọzọ",
    contactUs: "Kpọtụrụ anyị",
    viewOnMap: "Lee ya na maapụ",
    rights: "© {year} {siteName}. Ikike niile echekwara.",
  },
  language: {
    label: "Asụsụ",
    choose: "Họrọ asụsụ",
    current: "{language} (nke ị na-eji)",
    suggestion: "Saịtị a dịkwa na {language}.",
    switchTo: "Gụọ ya na {language}",
    dismiss: "Mba, daalụ",
  },
  newTab: "(ọ ga-emepe na taabụ ọhụrụ)",
  /** How long an article takes to read (counted from its words). */
  minutesRead: plural("Nkeji {count} iji gụọ", "Nkeji {count} iji gụọ"),
  /** On every page while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test). */
  demoBanner: "Ọnọdụ ngosi: ịkwụ ụgwọ abụghị n’ezie, a naghị ana ego ọ bụla",
  skipToContent: "Wụga na isi ihe dị n’ibe",
  quickContact: {
    label: "Kpọtụrụ anyị ngwa ngwa",
    whatsapp: "Mkparịta ụka WhatsApp",
    call: "Kpọọ anyị",
    email: "Zitere anyị email",
  },
  errors: {
    notFoundTitle: "Achọtaghị ibe a",
    notFoundMessage: "Ibe ị na-achọ adịghị, ma ọ bụ a kpọgara ya ebe ọzọ.",
    errorTitle: "Ihe adịghị mma mere",
    errorMessage: "Nsogbu na-atụghị anya mere. Biko nwaa ọzọ n’oge na-adịghị anya.",
    statusTitle: "Njehie {status}",
    maintenanceTitle: "Anyị ga-alọghachi n’oge na-adịghị anya",
    maintenanceMessage:
      "A na-edozi {siteName} dịka e si hazie ya. Biko lọghachi ma lee n’oge na-adịghị anya.",
    outageTitle: "Anyị ga-alọghachi ugbu a",
    staffSignIn: "Mbanye ndị ọrụ",
    tryAgain: "Nwaa ọzọ",
    goHome: "Laghachi n’ibe mbụ",
  },
  courseLanguage: "A na-akụzi ya n’{language}",
  siteDefaults: {
    slogan: "Mụta ịmịpụta karịa.",
    openingHoursWeekdays: "Mọnde–Fraịde 8:00 ụtụtụ–6:00 mgbede",
    openingHoursSaturday: "Satọde 9:00 ụtụtụ–4:00 mgbede WAT",
  },
};

export default ig;
