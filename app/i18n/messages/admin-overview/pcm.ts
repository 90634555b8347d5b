import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  welcome: "Welcome back, {name}. See wetin dey new.",
  uploadContent: "Upload Content",
  viewAnalytics: "See Analytics",
  testMode: "Test mode — no be real money",
  testModeBody:
    "Demo mode (PAYMENTS_PROVIDER=test): di payments no be real, anybody fit “pay” for course wey get price without money. To collect real money, set PAYMENTS_PROVIDER=paystack with PAYSTACK_SECRET_KEY, or PAYMENTS_PROVIDER=flutterwave with FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH, then restart di site; check docs/features/paid-courses.md.",
  refundsFlagged: {
    $plural: {
      one: "{count} payment wey dem mark “Refund needed”",
      other: "{count} payments wey dem mark “Refund needed”",
    },
  },
  seed: {
    title: "Change the demo contact details",
    body: "Visitors dey see dem for every page, but na the values wey new site dey start with, no be the academy own.",
    setIn: "Set dem for {link}.",
    dismiss: "Na our own be dis: hide am",
    labels: {
      phone: "Phone",
      whatsappNumber: "WhatsApp number",
      address: "Address",
      contactEmail: "Contact email",
      careersEmail: "Careers email",
      facebookUrl: "Facebook page",
      instagramUrl: "Instagram page",
      xUrl: "X (Twitter) page",
      linkedinUrl: "LinkedIn page",
      youtubeUrl: "YouTube channel",
    },
  },
  users: {
    title: "New users",
    viewAll: "All users",
    empty: "No user never dey.",
    detail: "{email} · join {date}",
  },
  content: {
    title: "New content",
    viewAll: "All content",
    empty: "No content never dey.",
    detail: "{type} · add {date}",
    types: {
      article: "article",
      video: "video",
      image: "photo story",
      story: "success story",
      event: "event",
      research: "research",
      course: "course news",
    },
  },
  courses: {
    title: "New courses",
    ownTitle: "Your courses",
    viewAll: "All courses",
    empty: "No course never dey.",
    ownEmpty: "You never get any course.",
    lessons: { $plural: { one: "{count} lesson", other: "{count} lessons" } },
    students: { $plural: { one: "{count} student", other: "{count} students" } },
  },
};

export default pcm;
