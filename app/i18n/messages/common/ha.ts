import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  nav: {
    home: "Gida",
    about: "Game da mu",
    academy: "Makaranta",
    training: "Horarwa",
    consulting: "Shawarwari",
    consultation: "Neman ganawa",
    research: "Bincike",
    services: "Ayyukanmu",
    journey: "Tarihinmu",
    careers: "Guraben aiki",
    contact: "Tuntuɓe mu",
    privacy: "Manufar sirri",
    terms: "Sharuɗɗan amfani",
    login: "Shiga",
    register: "Yi rajista",
  },
  header: {
    homeLink: "Shafin farko na {siteName}",
    mainNav: "Babban menu",
    login: "Shiga",
    getStarted: "Fara yanzu",
    menu: "Menu",
    accountMenu: "Menu na asusunka",
    dashboard: "Dashbod",
    myLearning: "Karatuna",
    adminPanel: "Ɓangaren gudanarwa",
    accountSettings: "Saitunan asusu",
    settings: "Saituna",
    logout: "Fita",
  },
  footer: {
    about:
      "Horarwa da shawarwari kan noma a aikace, ga manoma da ’yan kasuwar noma, daga ofishinmu a Legas, Najeriya.",
    socialMedia: "Kafofin sada zumunta",
    company: "Kamfani",
    services: "Ayyukanmu",
    resources: "Wasu bayanai",
    contactUs: "Tuntuɓe mu",
    viewOnMap: "Duba a taswira",
    rights: "© {year} {siteName}. Duk haƙƙoƙi an kiyaye su.",
  },
  language: {
    label: "Harshe",
    choose: "Zaɓi harshe",
    current: "{language} (wanda ake amfani da shi)",
    suggestion: "Akwai wannan shafin a {language}.",
    switchTo: "Karanta a {language}",
    dismiss: "A’a, na gode",
  },
  newTab: "(zai buɗe a sabon shafi)",
  /** How long an article takes to read (counted from its words). */
  minutesRead: plural("Karatun minti {count}", "Karatun mintuna {count}"),
  /** On every page while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test). */
  demoBanner: "Yanayin nuni: ana kwaikwayon biya, ba a karɓar kuɗi",
  skipToContent: "Tsallaka zuwa babban abun ciki",
  quickContact: {
    label: "Tuntuɓe mu da sauri",
    whatsapp: "Hira ta WhatsApp",
    call: "Kira mu",
    email: "Aiko mana da imel",
  },
  errors: {
    notFoundTitle: "Ba a sami shafin ba",
    notFoundMessage: "Shafin da kake nema babu shi, ko an mayar da shi wani wuri.",
    errorTitle: "Wani abu ya lalace",
    errorMessage:
      "An sami matsala da ba a zata ba. Da fatan za a sake gwadawa nan ba da jimawa ba.",
    statusTitle: "Kuskure {status}",
    maintenanceTitle: "Za mu dawo nan ba da jimawa ba",
    maintenanceMessage:
      "Ana gyaran {siteName} kamar yadda aka tsara. Da fatan za a sake dubawa bayan ɗan lokaci.",
    outageTitle: "Za mu dawo yanzu yanzu",
    staffSignIn: "Shigar ma’aikata",
    tryAgain: "Sake gwadawa",
    goHome: "Koma gida",
  },
  courseLanguage: "Ana koyar da shi da {language}",
  siteDefaults: {
    slogan: "Koyi yadda za ka ƙara yawan amfanin gona.",
    openingHoursWeekdays: "Litinin–Juma’a 8:00 na safe–6:00 na yamma",
    openingHoursSaturday: "Asabar 9:00 na safe–4:00 na yamma WAT",
  },
};

export default ha;
