import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  nav: {
    home: "Home",
    about: "About Us",
    academy: "Academy",
    training: "Training",
    consulting: "Consulting",
    consultation: "Book consultation",
    research: "Research",
    services: "Wetin we dey do",
    journey: "Our Journey",
    careers: "Work wit us",
    contact: "Contact us",
    privacy: "Privacy matter",
    terms: "Rules for using di site",
    login: "Enter",
    register: "Register",
  },
  header: {
    homeLink: "{siteName} home page",
    mainNav: "Main menu",
    login: "Enter",
    getStarted: "Start now",
    menu: "Menu",
    accountMenu: "Your account menu",
    dashboard: "Your dashboard",
    myLearning: "Wetin I dey learn",
    adminPanel: "Admin side",
    accountSettings: "Account settings",
    settings: "Settings",
    logout: "Comot",
  },
  footer: {
    about:
      "Farm training and advice wey you fit use for field, for farmers and agro business people. Our office dey Lagos, Nigeria.",
    socialMedia: "Social media",
    company: "Di company",
    services: "Wetin we dey do",
    resources: "Oda tins",
    contactUs: "Reach us",
    viewOnMap: "See am for map",
    rights: "© {year} {siteName}. All di rights na our own.",
  },
  language: {
    label: "Language",
    choose: "Choose language",
    current: "{language} (na dis one you dey use)",
    suggestion: "Dis site dey for {language} too.",
    switchTo: "Read am for {language}",
    dismiss: "No wahala",
  },
  newTab: "(e go open for new tab)",
  /** How long an article takes to read (counted from its words). */
  minutesRead: plural("{count} minute to read am", "{count} minutes to read am"),
  /** On every page while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test). */
  demoBanner: "Demo mode: di payments no be real, nobody go collect money",
  skipToContent: "Jump go main tori",
  quickContact: {
    label: "Reach us sharp sharp",
    whatsapp: "Chat for WhatsApp",
    call: "Call us",
    email: "Send us email",
  },
  errors: {
    notFoundTitle: "We no see dis page",
    notFoundMessage: "Di page wey you dey find no dey again, or e don move go anoda place.",
    errorTitle: "Sometin no work well",
    errorMessage: "Wahala happen wey we no expect. Abeg try again small time.",
    statusTitle: "Error {status}",
    maintenanceTitle: "We go soon come back",
    maintenanceMessage: "{siteName} dey rest small as we dey fix am. Abeg check back small time.",
    outageTitle: "We go soon dey back",
    staffSignIn: "Staff, enter here",
    tryAgain: "Try again",
    goHome: "Go Home",
  },
  courseLanguage: "Dem teach am for {language}",
  siteDefaults: {
    slogan: "Learn to produce more.",
    openingHoursWeekdays: "Monday–Friday 8:00 AM–6:00 PM",
    openingHoursSaturday: "Saturday 9:00 AM–4:00 PM WAT",
  },
};

export default pcm;
