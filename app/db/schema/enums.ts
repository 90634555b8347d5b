// Enumerations shared by the database schema, zod schemas and the UI. Defined once here, beside
// the check constraints they become, so the constraints, form options and labels can never drift
// apart. Plain values only: the browser bundle imports them too.

export const ROLES = ["user", "instructor", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The units a course's length is given in ("3 weeks"). */
export const DURATION_UNITS = ["hours", "days", "weeks", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const ACCOUNT_STATUSES = ["active", "pending", "inactive", "suspended"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** One category list for the academy filter and the admin course form, so they never differ. */
export const COURSE_CATEGORIES = [
  { slug: "crops", label: "Crops" },
  { slug: "livestock", label: "Livestock" },
  { slug: "technology", label: "Technology" },
  { slug: "business", label: "Business" },
  { slug: "sustainability", label: "Sustainability" },
  { slug: "smart-farming", label: "Smart Farming" },
  { slug: "irrigation", label: "Irrigation" },
  { slug: "crop-management", label: "Crop Management" },
  { slug: "soil-analysis", label: "Soil Analysis" },
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]["slug"];
export const COURSE_CATEGORY_SLUGS = COURSE_CATEGORIES.map((c) => c.slug) as [
  CourseCategory,
  ...CourseCategory[],
];

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const LESSON_TYPES = ["video", "embed", "text"] as const;

/**
 * How a learner watches our lesson videos: data saver (about 240p, ~200 kb/s), standard (about
 * 360p, ~500 kb/s) or audio only (~48 kb/s). Data saver unless the learner chose otherwise.
 */
export const VIDEO_QUALITIES = ["data-saver", "standard", "audio"] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export const CONSULTATION_PLANS = ["Beginner", "Intermediate", "Advanced"] as const;
export const CONSULTATION_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
/** Hourly slots 9:00 AM through 5:00 PM, stored as 24-hour "HH:MM". */
export const CONSULTATION_TIMES = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
] as const;

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "consulting", label: "Consulting Services" },
  { value: "academy", label: "Academy & Training" },
  { value: "partnerships", label: "Partnerships" },
] as const;
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [
  "general",
  "consulting",
  "academy",
  "partnerships",
];

export const JOURNEY_TYPES = [
  "article",
  "video",
  "image",
  "story",
  "event",
  "research",
  "course",
] as const;

export const RESEARCH_CATEGORIES = [
  { slug: "crop-science", label: "Crop Science" },
  { slug: "soil-health", label: "Soil Health" },
  { slug: "technology", label: "Technology" },
  { slug: "sustainability", label: "Sustainability" },
  { slug: "climate", label: "Climate" },
] as const;
export const RESEARCH_CATEGORY_SLUGS = RESEARCH_CATEGORIES.map((c) => c.slug) as [
  string,
  ...string[],
];

export const NOTIFICATION_TYPES = [
  "success",
  "info",
  "warning",
  "error",
  "course",
  "reminder",
] as const;

export const RESOURCE_KINDS = ["file", "link"] as const;

/** The payment providers: two real gateways, the built-in test gateway, and "none" for a coupon
 * that makes a course free (enrolled without a gateway). */
export const PAYMENT_PROVIDERS = ["paystack", "flutterwave", "test", "none"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * pending → paid (fulfilled: enrolled, receipt numbered) → refund_pending → refunded;
 * pending → failed | cancelled | expired (a day without an answer). Only "paid" and the two
 * refund states ever enrolled anyone.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "failed",
  "cancelled",
  "expired",
  "refund_pending",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const COUPON_KINDS = ["percent", "fixed"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Question types of a quiz (assessments). */
export const QUESTION_TYPES = ["single", "multiple", "true_false", "number", "short_text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Which of a learner's graded attempts is their grade for a quiz. */
export const KEPT_GRADES = ["highest", "last"] as const;
export type KeptGrade = (typeof KEPT_GRADES)[number];
/** When a quiz shows the right answers and explanations after an attempt. */
export const ANSWER_REVEALS = ["never", "after_submit", "after_pass"] as const;
export type AnswerReveal = (typeof ANSWER_REVEALS)[number];
export const ATTEMPT_STATUSES = ["in_progress", "submitted"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** The interface languages (app/i18n/locales.ts), also a course's teaching language. */
export const LANGUAGES = ["en", "pcm", "ha", "yo", "ig"] as const;
export type Language = (typeof LANGUAGES)[number];
