import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    contactTitle: "Contact us",
    contactDescription:
      "Reach our farm training and consultancy team for Lagos, Nigeria: call, send email or send message. We go answer you inside 24 hours.",
    consultationTitle: "Book consultation",
    consultationDescription:
      "Book Beginner, Intermediate or Advanced consultation with farm experts for Lagos, Nigeria: tell us about your farm and we go call you to fix the date.",
  },
  contactPage: {
    eyebrow: "Contact",
    title: "Make we hear from you",
    lead: "You get question about course, consultation or partnership? Send us message, call us or come see us: person for our team go help you.",
    respondWithin: "We dey answer inside",
    hours: "24 hours",
    statesReached: "States wey we don reach",
    contactInfo: "How to reach us",
    formTitle: "Send us message",
    formLead: "We go answer you inside 24 hours.",
    findUs: "Where you go find us",
    fallbackAddress: "Lagos, Nigeria",
    chatTitle: "You wan chat?",
    chatLead: "Send us WhatsApp message when office dey open, or book expert advice for your farm.",
    chatOnWhatsApp: "Chat for WhatsApp",
    bookConsultation: "Book consultation",
    followUs: "Follow us",
    followLead: "Farm tips, training dates and stories from our people.",
  },
  contactCards: {
    visitTitle: "Come see us",
    visitNote: "Our office dey Lagos, we dey serve farmers for all Nigeria.",
    callTitle: "Call us",
    callNote: "Call us when office dey open.",
    emailTitle: "Send us email",
    emailNote: "We go answer you inside 24 hours.",
    hoursTitle: "When office dey open",
    hoursNote: "All the time na West Africa Time (WAT).",
  },
  map: {
    openInMaps: "Open am for Google Maps",
  },
  contactForm: {
    company: "Company (if you get)",
    subject: "Wetin e concern",
    message: "Message",
    messagePlaceholder: "How we fit help you?",
    sending: "E dey send...",
    send: "Send message",
    subjects: {
      general: "General question",
      consulting: "Consulting work",
      academy: "Academy & training",
      partnerships: "Partnership",
    },
    missingTitle: "Some things no dey",
    missingDescription: "Abeg fill all the boxes wey we need.",
    failedTitle: "E no go",
    failedWithEmail:
      "We no fit save your message. Abeg try again small time, or send us email for {email}.",
    failed: "We no fit save your message. Abeg try again small time.",
    sentTitle: "Message don go! 📧",
    sentDescription: "Thank you say you reach us. We go answer you soon.",
  },
  person: {
    fullName: "Your full name",
    email: "Email address",
    phone: "Phone number (if you wan)",
  },
  honeypot: "No write anything for here",
  consultationPage: {
    eyebrow: "Book consultation",
    title: "Book consultation with our farm experts",
    lead: "Whether na your first season you dey plan or you wan make your big farm grow, get advice wey fit your land, your money and your market.",
    whyBook: "Why you go book consultation",
    benefits: {
      advice: {
        title: "Advice for your own farm",
        text: "We go look your land, crops or animals, your money and your market before we talk anything.",
      },
      experts: {
        title: "Experts wey dey work for field",
        text: "Crop, animal and farm business experts wey dey work with Nigerian farms every season.",
      },
      plan: {
        title: "Plan wey we write down",
        text: "After every consultation, you go get clear next steps, cost and time, all written down.",
      },
      support: {
        title: "We go still help you after",
        text: "If question come as you dey use the plan, ask us by phone, WhatsApp or email.",
      },
    },
    requestTitle: "Ask for your consultation",
    notSure: "You no sure which plan fit you?",
    compare: "Compare the three phases",
    expectTitle: "Wetin go happen",
    step: "Step {number}.",
    steps: {
      submit: {
        title: "Send your request",
        text: "Tell us your plan, your farm and the date and time wey you like. E no pass two minutes.",
      },
      review: {
        title: "Expert go check am",
        text: "One expert go study your details and call you, mostly inside one working day, to fix the date, time and how we go meet.",
      },
      consultation: {
        title: "Consultation",
        text: "Meet your consultant by phone, video call or for your farm, and carry plan wey we write down go house.",
      },
    },
    noPayment: "You no need pay before you book",
    noPaymentText: "We go agree the details and any money with you before your consultation.",
    browseCourses: "You wan learn by yourself first? Check our courses",
  },
  consultationForm: {
    chatWithUs: "Chat with us for WhatsApp",
    phoneHint: "Nigerian number; we fit call you or WhatsApp you.",
    plan: "Consultation plan",
    choosePlan: "Choose plan",
    farmSize: "How big your farm be (if you wan)",
    farmSizePlaceholder: "e.g. 2 hectares, 500 birds",
    cropType: "Wetin you dey plant (if you wan)",
    cropTypePlaceholder: "e.g. cassava, maize, catfish",
    preferredDate: "Date wey you like (if you wan)",
    dateHint: "Today or after.",
    noticeHint: "At least {hours} hours from now, Lagos time.",
    dateInWords: "You choose {date}.",
    nextFreeLegend: "Di next free times",
    preferredTime: "Time wey you like (if you wan)",
    noPreference: "Any time fit me",
    timeHint: "Lagos time (WAT).",
    message: "Message",
    messagePlaceholder:
      "Tell us about your farm or project and wetin you want make we help you do.",
    submitting: "E dey send...",
    submit: "Send request",
    preferChat: "You wan chat?",
    messageUs: "Send us message for WhatsApp",
    success: "Your consultation request don reach us! We go call you soon.",
    /** A chosen hour booked meanwhile (the site has consultants): what is free instead. */
    updatesBy: "Send me update through",
    whatsapp: "WhatsApp",
    sms: "SMS (text message)",
    email: "E-mail",
    updatesHint:
      "For WhatsApp or SMS, we go first send link to your number make you confirm am. Reply STOP for WhatsApp anytime wey you wan make e stop.",
    showTimes: "Show free times",
    consultant: "Consultant (if you like)",
    anyConsultant: "Any consultant",
    consultantHint:
      "We go book the first consultant wey free for the time wey you pick, unless you choose one.",
    consultantGone:
      "Dat consultant no dey take booking again. Abeg choose another one, or any consultant.",
    chooseTime: "Choose free time",
    pickDateFirst: "Choose date first, then press Show free times.",
    noTimesThatDay: "No free time for dat day: abeg choose another date.",
    freeTimesOn: "Free times for {date}.",
    slotTaken: "Dat time don go. Choose one of di next free times for down, or another date.",
    noFreeSlots:
      "No free time dey for di weeks wey dey come. Abeg choose another date, or message us for WhatsApp.",
    error: "Wahala dey as we dey send your request. Abeg try again or reach us for WhatsApp.",
  },
  plans: {
    Beginner: "Beginner",
    Intermediate: "Intermediate",
    Advanced: "Advanced",
  },
  rateLimited: {
    title: "You don send am too many times",
    description: {
      $plural: {
        one: "You don send this form many times for short time. Abeg wait {count} minute, then try again. Wetin you write still dey here.",
        other:
          "You don send this form many times for short time. Abeg wait {count} minutes, then try again. Wetin you write still dey here.",
      },
    },
  },
  rateLimitedBudget: {
    title: "Too many booking for these details",
    description: {
      $plural: {
        one: "Dem don use this e-mail address or phone number book plenty times today. Abeg try again after {count} hour, or contact us. Wetin you write still dey here.",
        other:
          "Dem don use this e-mail address or phone number book plenty times today. Abeg try again after {count} hours, or contact us. Wetin you write still dey here.",
      },
    },
  },
  validation: {
    nameRequired: "Abeg write your name.",
    fullNameRequired: "Abeg write your full name.",
    nameTooLong: "Abeg make your name no pass 100 letters.",
    emailRequired: "Abeg write your email address.",
    emailInvalid: "Abeg write correct email address.",
    phoneInvalid: "Abeg write correct phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    nigerianPhoneInvalid:
      "Abeg write correct Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
    companyTooLong: "Abeg make the company name no pass 120 letters.",
    subjectInvalid: "Abeg choose one subject from the list.",
    messageRequired: "Abeg write your message.",
    messageTooLong: "Abeg make your message no pass 5,000 letters.",
    planRequired: "Abeg choose one consultation plan.",
    farmSizeTooLong: "Abeg make the farm size no pass 100 letters.",
    cropTypeTooLong: "Abeg make the crop type no pass 100 letters.",
    dateInvalid: "Abeg choose correct date.",
    datePast: "Abeg choose today or another day wey never reach.",
    timeInvalid: "Abeg choose one of the times wey dey the list.",
    consultantInvalid: "Abeg choose one of the consultants wey dey the list.",
    phoneForUpdates: "Abeg put your phone number to dey get update for WhatsApp or SMS.",
    channelInvalid: "Abeg choose from the ways wey dey the list.",
  },
};

export default pcm;
