import { ERROR_PAGE_TEXTS } from "~/components/layout/error-page-texts";
import { plural } from "~/i18n/define";

/** The site's frame, on every page: header, menus, footer, language switcher, error pages. */
const en = {
  nav: {
    home: "Home",
    about: "About",
    academy: "Academy",
    training: "Training",
    consulting: "Consulting",
    consultation: "Consultation booking",
    research: "Research",
    services: "Services",
    journey: "Our Journey",
    careers: "Careers",
    contact: "Contact",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    login: "Login",
    register: "Register",
  },
  header: {
    homeLink: "{siteName} home",
    mainNav: "Main",
    login: "Login",
    getStarted: "Get Started",
    menu: "Menu",
    accountMenu: "Account menu",
    dashboard: "Dashboard",
    myLearning: "My Learning",
    adminPanel: "Admin Panel",
    accountSettings: "Account settings",
    settings: "Settings",
    logout: "Logout",
  },
  footer: {
    about:
      "Practical agricultural training and consultancy for farmers and agro-entrepreneurs, from our base in Lagos, Nigeria.",
    socialMedia: "Social media",
    company: "Company",
    services: "Services",
    resources: "Resources",
    contactUs: "Contact us",
    viewOnMap: "View on map",
    rights: "© {year} {siteName}. All rights reserved.",
  },
  language: {
    label: "Language",
    choose: "Choose a language",
    current: "{language} (current)",
    suggestion: "This site is also in {language}.",
    switchTo: "Read in {language}",
    dismiss: "No thanks",
  },
  newTab: "(opens in a new tab)",
  /** How long an article takes to read (counted from its words). */
  minutesRead: plural("{count} min read", "{count} min read"),
  /** On every page while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test). */
  demoBanner: "Demo mode: payments are simulated, no money is taken",
  skipToContent: "Skip to main content",
  quickContact: {
    label: "Quick contact",
    whatsapp: "WhatsApp chat",
    call: "Call Us",
    email: "Email Us",
  },
  // Written beside the root error page, which needs them when the root data never arrived.
  errors: ERROR_PAGE_TEXTS,
  courseLanguage: "Taught in {language}",
  /** The seeded slogan and opening hours, in this language (staff's own words are shown as typed). */
  siteDefaults: {
    slogan: "Learn to produce more.",
    openingHoursWeekdays: "Mon-Fri 8:00 AM-6:00 PM",
    openingHoursSaturday: "Sat 9:00 AM-4:00 PM WAT",
  },
} as const;

export default en;
