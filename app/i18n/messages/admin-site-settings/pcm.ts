import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Site settings",
  introAll: "Di site name, contact details and sign-up options, plus di public numbers.",
  introStats: "Di public numbers. Di rest of di site settings na for administrators.",
  toasts: {
    saved: "Settings don save",
    savedDescription: "Di site don dey use di new settings now.",
    failed: "We no fit save di settings.",
    statsSaved: "Di numbers don update well well!",
    statsFailed: "We no fit save di numbers.",
  },
  settings: {
    title: "Site details",
    description:
      "We dey use dem for di whole public site and for every email. We dey write every change for di audit log.",
    failed: "We no fit save di settings.",
    optional: "{label} (you fit leave am)",
    general: "General",
    siteName: "Site name",
    slogan: "Slogan (you fit leave am)",
    access: "Access",
    maintenanceMode:
      "Maintenance mode: visitors and learners go see maintenance page; staff fit still enter and use di site",
    allowRegistrations: "Allow registration: new visitors fit open account",
    contact: "Contact details",
    contactEmail: "Contact email",
    careersEmail: "Careers email",
    phone: "Phone number",
    whatsappNumber: "WhatsApp number",
    address: "Address",
    payments: "Payments",
    vatRate: "VAT rate (%)",
    vatHint: "Course prices don include VAT; receipts dey show dis part of di money wey dem pay.",
    bookings: "Booking for consultation",
    bookingNotice: "Hours before booking",
    bookingNoticeHint:
      "How many hours before di meeting time person must book or shift consultation.",
    bookingHorizon: "How far for front dem fit book (days)",
    bookingHorizonHint: "How many days for front di booking form go show free hours.",
    openingHours: "Opening hours",
    weekdays: "Weekdays",
    saturday: "Saturday",
    links: "Community and social links",
    communityLink: "WhatsApp community link",
    save: "Save settings",
  },
  stats: {
    title: "Site numbers",
    description:
      "Di numbers for di home and about pages. Full numbers only; if e empty or e no correct, we go save am as 0.",
    lastUpdated: " Last update na {date}.",
    noneYet: " Nothing don save yet.",
    fields: {
      farmersTrained: "Farmers wey we train",
      certificatesIssued: "Certificates wey we give",
      yieldImprovement: "How harvest don improve (%)",
      sustainableProjects: "Projects wey go last",
    },
    save: "Save di numbers",
  },
};

export default pcm;
