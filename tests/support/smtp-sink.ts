// A local SMTP server that keeps what it receives, and can be stopped and started again on the
// same port: the mail server of the fault and several-instance tests.
import { SMTPServer } from "smtp-server";
import { parseEml } from "../../scripts/lib/eml";
import { freePort } from "./ports";

export type ReceivedMail = { messageId: string; to: string; subject: string; text: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function createSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", callback);
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const mail = parseEml(raw);
            const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
            received.push({ messageId, to: mail.to, subject: mail.subject, text: mail.text });
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
}
