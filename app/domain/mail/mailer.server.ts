import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Tx } from "~/db/client.server";

export type MailMessage = {
  to: string;
  /** Where staff replies go, e.g. the visitor who wrote in. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along, e.g. a calendar invite (text/calendar). */
  attachments?: MailAttachment[];
};

export type MailAttachment = {
  filename: string;
  /** Text as is, or binary data (a PDF) written as base64 with `encoding: "base64"`. */
  content: string;
  contentType: string;
  /**
   * The outbox keeps messages as JSON, which holds no bytes: a binary file travels as base64
   * text, and this tells nodemailer to decode it back to the original bytes before sending.
   */
  encoding?: "base64";
};

/**
 * The attachments as nodemailer takes them, field by field: a stored payload can never add a
 * `path` or `href`, which would make nodemailer read a local file or fetch a URL into the mail.
 */
function transportAttachments(attachments: MailAttachment[] | undefined) {
  return attachments?.map(({ filename, content, contentType, encoding }) => ({
    filename,
    content,
    contentType,
    ...(encoding ? { encoding } : {}),
  }));
}

/** `tx`: queue the message in this transaction, so it is sent only if the record commits. */
export type SendOptions = {
  tx?: Tx;
  /** Not before this time (a reminder); now when not given. */
  sendAt?: Date;
  /**
   * Sent only if this consultation is still confirmed at this version when the time comes (the
   * outbox checks it then): a reminder of a booking moved or cancelled meanwhile is skipped.
   */
  onlyIfBooking?: { id: string; sequence: number };
  /** The consultation it is about: staff see its messages beside the booking. */
  aboutBooking?: string;
};

export type Mailer = {
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
  /** Where messages go when no SMTP server is configured; undefined with SMTP. */
  outboxDir?: string;
};

/**
 * The delivery end, used by the outbox worker: SMTP when SMTP_URL is set; otherwise every message
 * becomes an .eml file in DATA_DIR/outbox so a developer (and the end-to-end tests) can read it,
 * and its links are logged. `messageId` stays the same when a message is retried.
 */
export function createMailTransport(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): { send: (message: MailMessage & { messageId?: string }) => Promise<void>; outboxDir?: string } {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({
          from: opts.from,
          ...message,
          attachments: transportAttachments(message.attachments),
        });
        opts.logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const outboxDir = path.resolve(opts.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({
        from: opts.from,
        ...message,
        attachments: transportAttachments(message.attachments),
      });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique within the millisecond.
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info(
        { to: message.to, subject: message.subject, file, links },
        "mail written to outbox",
      );
    },
  };
}
