import { plural } from "~/i18n/define";

/** The public enquiry forms (/contact, /consultation): their pages, fields and messages. */
const en = {
  meta: {
    contactTitle: "Contact",
    contactDescription:
      "Get in touch with our agricultural training and consultancy team in Lagos, Nigeria: call, e-mail or send a message. We respond within 24 hours.",
    consultationTitle: "Book a Consultation",
    consultationDescription:
      "Book a Beginner, Intermediate or Advanced consultation with agricultural experts in Lagos, Nigeria: tell us about your farm and we will contact you to confirm a date.",
  },
  contactPage: {
    eyebrow: "Contact",
    title: "Get in Touch",
    lead: "Questions about a course, a consultation or a partnership? Send us a message, call or visit: a member of our team will help you.",
    respondWithin: "We respond within",
    hours: "24 hours",
    statesReached: "States Reached",
    contactInfo: "Contact information",
    formTitle: "Send us a message",
    formLead: "We respond within 24 hours.",
    findUs: "Find us",
    fallbackAddress: "Lagos, Nigeria",
    chatTitle: "Prefer to chat?",
    chatLead:
      "Send us a WhatsApp message during opening hours, or book expert advice for your farm.",
    chatOnWhatsApp: "Chat on WhatsApp",
    bookConsultation: "Book a consultation",
    followUs: "Follow Us",
    followLead: "Farming tips, training dates and stories from our community.",
  },
  contactCards: {
    visitTitle: "Visit us",
    visitNote: "Our base in Lagos, serving farmers across Nigeria.",
    callTitle: "Call us",
    callNote: "Call us during opening hours.",
    emailTitle: "Email us",
    emailNote: "We respond within 24 hours.",
    hoursTitle: "Opening hours",
    hoursNote: "All times are West Africa Time (WAT).",
  },
  map: {
    openInMaps: "Open in Google Maps",
  },
  contactForm: {
    company: "Company (optional)",
    subject: "Subject",
    message: "Message",
    messagePlaceholder: "How can we help you?",
    sending: "Sending...",
    send: "Send Message",
    subjects: {
      general: "General Inquiry",
      consulting: "Consulting Services",
      academy: "Academy & Training",
      partnerships: "Partnerships",
    },
    missingTitle: "Missing Information",
    missingDescription: "Please fill in all required fields.",
    failedTitle: "Submission Failed",
    failedWithEmail:
      "We could not save your message. Please try again in a moment, or e-mail us at {email}.",
    failed: "We could not save your message. Please try again in a moment.",
    sentTitle: "Message Sent! 📧",
    sentDescription: "Thank you for contacting us. We'll get back to you soon.",
  },
  person: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number (optional)",
  },
  honeypot: "Leave this field empty",
  consultationPage: {
    eyebrow: "Consultation booking",
    title: "Book a consultation with our farm experts",
    lead: "Whether you are planning your first season or scaling up a commercial farm, get advice that fits your land, your budget and your market.",
    whyBook: "Why book a consultation",
    benefits: {
      advice: {
        title: "Advice for your farm",
        text: "We look at your land, crops or animals, budget and market before recommending anything.",
      },
      experts: {
        title: "Practising experts",
        text: "Agronomists, livestock and agribusiness specialists who work with Nigerian farms every season.",
      },
      plan: {
        title: "A written action plan",
        text: "You leave every consultation with clear next steps, costs and timings in writing.",
      },
      support: {
        title: "Support after the session",
        text: "Questions as you put the plan into practice are welcome by phone, WhatsApp or e-mail.",
      },
    },
    requestTitle: "Request your consultation",
    notSure: "Not sure which plan fits?",
    compare: "Compare the three phases",
    expectTitle: "What to expect",
    step: "Step {number}.",
    steps: {
      submit: {
        title: "Submit your request",
        text: "Tell us your plan, your farm and a preferred date and time. It takes about two minutes.",
      },
      review: {
        title: "Expert review",
        text: "An expert studies your details and contacts you, usually within one working day, to confirm the date, time and format.",
      },
      consultation: {
        title: "Consultation",
        text: "Meet your consultant by phone, video call or on your farm, and leave with a written action plan.",
      },
    },
    noPayment: "No payment needed to book",
    noPaymentText: "We confirm the details and any fee with you before your consultation.",
    browseCourses: "Learn on your own first? Browse our courses",
  },
  consultationForm: {
    chatWithUs: "Chat with us on WhatsApp",
    phoneHint: "A Nigerian number; we may call or WhatsApp you.",
    plan: "Consultation Plan",
    choosePlan: "Choose a plan",
    farmSize: "Farm Size (optional)",
    farmSizePlaceholder: "e.g. 2 hectares, 500 birds",
    cropType: "Crop Type (optional)",
    cropTypePlaceholder: "e.g. cassava, maize, catfish",
    preferredDate: "Preferred Date (optional)",
    dateHint: "Today or later.",
    noticeHint: "At least {hours} hours from now, Lagos time.",
    dateInWords: "You chose {date}.",
    nextFreeLegend: "The next free times",
    preferredTime: "Preferred Time (optional)",
    noPreference: "No preference",
    timeHint: "Lagos time (WAT).",
    message: "Message",
    messagePlaceholder: "Tell us about your farm or project and what you would like help with.",
    submitting: "Submitting...",
    submit: "Submit Request",
    preferChat: "Prefer to chat?",
    messageUs: "Message us on WhatsApp",
    success: "Consultation request submitted successfully! We'll contact you soon.",
    /** A chosen hour booked meanwhile (the site has consultants): what is free instead. */
    updatesBy: "Send me updates by",
    whatsapp: "WhatsApp",
    sms: "SMS (text message)",
    email: "E-mail",
    updatesHint:
      "For WhatsApp or SMS we first text your number a link to confirm it. Reply STOP on WhatsApp at any time to stop.",
    showTimes: "Show free times",
    consultant: "Consultant (optional)",
    anyConsultant: "Any consultant",
    consultantHint:
      "We book the first consultant free at the time you choose, unless you pick one.",
    consultantGone:
      "That consultant no longer takes bookings. Please choose another, or any consultant.",
    chooseTime: "Choose a free time",
    pickDateFirst: "Choose a date, then press Show free times.",
    noTimesThatDay: "No free time that day: please choose another date.",
    freeTimesOn: "Free times on {date}.",
    slotTaken:
      "That time is no longer free. Choose one of the next free times below, or another date.",
    noFreeSlots:
      "There is no free time in the coming weeks. Please choose another date, or message us on WhatsApp.",
    error: "Error submitting request. Please try again or contact us via WhatsApp.",
  },
  plans: {
    Beginner: "Beginner",
    Intermediate: "Intermediate",
    Advanced: "Advanced",
  },
  rateLimited: {
    title: "Too many submissions",
    description: plural(
      "You have sent this form several times in a short while. Please wait {count} minute and try again. What you typed is still here.",
      "You have sent this form several times in a short while. Please wait {count} minutes and try again. What you typed is still here.",
    ),
  },
  /** A booking naming an e-mail address or number already booked for several times today. */
  rateLimitedBudget: {
    title: "Too many bookings for these details",
    description: plural(
      "This e-mail address or phone number has already been used for several bookings today. Please try again in {count} hour, or contact us. What you typed is still here.",
      "This e-mail address or phone number has already been used for several bookings today. Please try again in {count} hours, or contact us. What you typed is still here.",
    ),
  },
  /** The messages beside the fields; the English is the schemas' own (validation-messages.ts). */
  validation: {
    nameRequired: "Please enter your name.",
    fullNameRequired: "Please enter your full name.",
    nameTooLong: "Please keep your name under 100 characters.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address.",
    phoneInvalid: "Please enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    nigerianPhoneInvalid:
      "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    companyTooLong: "Please keep the company name under 120 characters.",
    subjectInvalid: "Please choose a subject from the list.",
    messageRequired: "Please enter a message.",
    messageTooLong: "Please keep your message under 5,000 characters.",
    planRequired: "Please choose a consultation plan.",
    farmSizeTooLong: "Please keep the farm size under 100 characters.",
    cropTypeTooLong: "Please keep the crop type under 100 characters.",
    dateInvalid: "Please choose a valid date.",
    datePast: "Please choose today or a later date.",
    timeInvalid: "Please choose one of the listed times.",
    consultantInvalid: "Please choose one of the listed consultants.",
    phoneForUpdates: "Please enter your phone number to get updates on WhatsApp or by SMS.",
    channelInvalid: "Please choose from the listed ways.",
  },
} as const;

export default en;
