// Shared by pages and the server: the ways a person can get their consultation messages.

/** The channels a person may choose for their messages, in the order they are tried. */
export const MESSAGE_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
