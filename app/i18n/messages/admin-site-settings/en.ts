/**
 * The admin Site settings tab: the site's details (admins) and the public statistics (admins and
 * moderators). (The form's field checks, in site-settings.schema.ts, still speak English.)
 */
const en = {
  title: "Site settings",
  introAll: "The site's name, contact details and sign-up options, and the public statistics.",
  introStats: "The public statistics. The rest of the site's settings are for administrators.",
  toasts: {
    saved: "Settings saved",
    savedDescription: "The site uses the new settings now.",
    failed: "Could not save settings.",
    statsSaved: "Stats updated successfully!",
    statsFailed: "Could not save stats.",
  },
  settings: {
    title: "Site details",
    description:
      "Used across the public site and in every e-mail. Changes are recorded in the audit log.",
    failed: "Could not save settings.",
    optional: "{label} (optional)",
    general: "General",
    siteName: "Site name",
    slogan: "Slogan (optional)",
    access: "Access",
    maintenanceMode:
      "Maintenance mode: visitors and learners see a maintenance page; staff can still sign in and use the site",
    allowRegistrations: "Allow registrations: new visitors can create an account",
    contact: "Contact details",
    contactEmail: "Contact e-mail",
    careersEmail: "Careers e-mail",
    phone: "Phone number",
    whatsappNumber: "WhatsApp number",
    address: "Address",
    payments: "Payments",
    vatRate: "VAT rate (%)",
    vatHint: "Course prices include VAT; receipts show this part of the amount paid.",
    bookings: "Consultation bookings",
    bookingNotice: "Booking notice (hours)",
    bookingNoticeHint: "How many hours ahead a consultation must be booked or moved.",
    bookingHorizon: "Booking horizon (days)",
    bookingHorizonHint: "How many days ahead the booking form offers free hours.",
    openingHours: "Opening hours",
    weekdays: "Weekdays",
    saturday: "Saturday",
    links: "Community and social links",
    communityLink: "WhatsApp community link",
    save: "Save settings",
  },
  stats: {
    title: "Site statistics",
    description:
      "The figures on the home and about pages. Whole numbers; a blank or invalid value is saved as 0.",
    lastUpdated: " Last updated {date}.",
    noneYet: " None saved yet.",
    fields: {
      farmersTrained: "Farmers trained",
      certificatesIssued: "Certificates issued",
      yieldImprovement: "Yield improvement (%)",
      sustainableProjects: "Sustainable projects",
    },
    save: "Save statistics",
  },
} as const;

export default en;
