import { plural } from "~/i18n/define";

/** The admin area's overview (its first tab): greeting, notices and the newest rows. */
const en = {
  welcome: "Welcome back, {name}. Here is what is new.",
  uploadContent: "Upload Content",
  viewAnalytics: "View Analytics",
  testMode: "Test mode — no real money",
  testModeBody:
    "Demo mode (PAYMENTS_PROVIDER=test): payments are simulated and anyone can “pay” for a priced course without money. To take real payments, set PAYMENTS_PROVIDER=paystack with PAYSTACK_SECRET_KEY, or PAYMENTS_PROVIDER=flutterwave with FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH, then restart the site; see docs/features/paid-courses.md.",
  refundsFlagged: plural(
    "{count} payment flagged “Refund needed”",
    "{count} payments flagged “Refund needed”",
  ),
  seed: {
    title: "Replace the demo contact details",
    body: "Visitors see these on every page, but they are the values a new site starts with, not the academy's own.",
    setIn: "Set them in {link}.",
    dismiss: "They are ours: hide this",
    labels: {
      phone: "Phone",
      whatsappNumber: "WhatsApp number",
      address: "Address",
      contactEmail: "Contact e-mail",
      careersEmail: "Careers e-mail",
      facebookUrl: "Facebook page",
      instagramUrl: "Instagram page",
      xUrl: "X (Twitter) page",
      linkedinUrl: "LinkedIn page",
      youtubeUrl: "YouTube channel",
    },
  },
  users: {
    title: "Recent users",
    viewAll: "All users",
    empty: "No users yet.",
    detail: "{email} · joined {date}",
  },
  content: {
    title: "Recent content",
    viewAll: "All content",
    empty: "No content yet.",
    detail: "{type} · added {date}",
    types: {
      article: "article",
      video: "video",
      image: "image",
      story: "story",
      event: "event",
      research: "research",
      course: "course",
    },
  },
  courses: {
    title: "Recent courses",
    ownTitle: "Your courses",
    viewAll: "All courses",
    empty: "No courses yet.",
    ownEmpty: "You have no courses yet.",
    lessons: plural("{count} lesson", "{count} lessons"),
    students: plural("{count} student", "{count} students"),
  },
} as const;

export default en;
