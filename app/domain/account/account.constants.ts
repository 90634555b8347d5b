// The settings page's plain values, apart from its zod schemas (account.schema.ts) so the page's
// components can use them without downloading zod first (see useLazyForm).

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Room for the form's other fields and multipart boundaries around a 2 MB photo. */
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 16 * 1024;
/** Text-only forms of the page: generous for their fields, tiny next to any upload. */
export const FORM_BODY_LIMIT = 32 * 1024;
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp";

export const CONFIRM_DELETION_LABEL = "I understand this cannot be undone";
