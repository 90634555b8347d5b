import type { DATE_MESSAGES as DateMessages } from "~/domain/consultations/consultation.schema";
import type formsEn from "~/i18n/messages/public-forms/en";
import type { CONTACT_REQUIRED as ContactRequired } from "./contact.schema";
import type {
  EMAIL_MESSAGES as EmailMessages,
  NIGERIAN_PHONE_MESSAGE as NigerianPhoneMessage,
  PHONE_MESSAGE as PhoneMessage,
} from "./form-fields";

// The enquiry schemas carry their messages in English (the browser checks with the same schema
// the action parses). Each message beside a field is shown in the page's language by looking its
// English text up here: same key, the language's words (public-forms namespace, `validation`).

type Validation = (typeof formsEn)["validation"];

/** The translated messages, as `useT(publicForms).validation` or `translate(…).validation` give them. */
export type ValidationMessages = { readonly [K in keyof Validation]: string };

/**
 * Each key's English words, exactly as the schemas say them: the type is en.ts's own literal text,
 * so a schema message and its translation key can never drift apart without failing `tsc`.
 */
const ENGLISH: { readonly [K in keyof Validation]: Validation[K] } = {
  nameRequired: "Please enter your name." satisfies (typeof ContactRequired)["name"],
  fullNameRequired: "Please enter your full name.",
  nameTooLong: "Please keep your name under 100 characters.",
  emailRequired: "Please enter your email address." satisfies (typeof EmailMessages)["required"],
  emailInvalid: "Please enter a valid email address." satisfies (typeof EmailMessages)["invalid"],
  phoneInvalid:
    "Please enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567." satisfies typeof PhoneMessage,
  nigerianPhoneInvalid:
    "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567." satisfies typeof NigerianPhoneMessage,
  companyTooLong: "Please keep the company name under 120 characters.",
  subjectInvalid: "Please choose a subject from the list.",
  messageRequired: "Please enter a message." satisfies (typeof ContactRequired)["message"],
  messageTooLong: "Please keep your message under 5,000 characters.",
  planRequired: "Please choose a consultation plan.",
  farmSizeTooLong: "Please keep the farm size under 100 characters.",
  cropTypeTooLong: "Please keep the crop type under 100 characters.",
  dateInvalid: "Please choose a valid date." satisfies (typeof DateMessages)["invalid"],
  datePast: "Please choose today or a later date." satisfies (typeof DateMessages)["past"],
  timeInvalid: "Please choose one of the listed times.",
  consultantInvalid: "Please choose one of the listed consultants.",
  phoneForUpdates: "Please enter your phone number to get updates on WhatsApp or by SMS.",
  channelInvalid: "Please choose from the listed ways.",
};

const KEY_OF = new Map<string, keyof Validation>(
  (Object.keys(ENGLISH) as (keyof Validation)[]).map((key) => [ENGLISH[key], key]),
);

/** One message in the page's language; a message we have no translation for stays as it is. */
export function localizeMessage(message: string, messages: ValidationMessages | null): string {
  if (!messages) return message;
  const key = KEY_OF.get(message);
  return key ? messages[key] : message;
}

/** conform's `formatError` for parseWithZod: each field's messages in the page's language. */
export function localizedIssues(messages: ValidationMessages | null) {
  return (issues: ReadonlyArray<{ message: string }>): string[] =>
    issues.map((issue) => localizeMessage(issue.message, messages));
}
