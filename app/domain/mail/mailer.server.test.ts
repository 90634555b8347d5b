import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/ports";
import { createMailTransport, type MailMessage } from "./mailer.server";

const logger = pino({ level: "silent" });

// Every byte value once, after a PDF header: any text decoding on the way (UTF-8, Latin-1)
// changes some of them, so only an untouched file compares equal.
const binary = Buffer.concat([
  Buffer.from("%PDF-1.7\n"),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

const message: MailMessage = {
  to: "learner@example.ng",
  subject: "Your receipt 2026-000001",
  text: "Your receipt is attached.",
  html: "<p>Your receipt is attached.</p>",
  attachments: [
    {
      filename: "receipt-2026-000001.pdf",
      content: binary.toString("base64"),
      contentType: "application/pdf",
      encoding: "base64",
    },
  ],
};

/** The decoded bytes of the MIME part named `filename` in a raw message (base64 parts only). */
function attachmentBytes(raw: string, filename: string): { type: string; bytes: Buffer } {
  const lines = raw.replace(/\r\n/g, "\n");
  const at = lines.indexOf(`filename=${filename}`);
  const quoted = lines.indexOf(`filename="${filename}"`);
  const start = at === -1 ? quoted : at;
  if (start === -1) throw new Error(`no attachment ${filename} in:\n${raw}`);
  // The part's headers start after the boundary line before the name and end at a blank line.
  const headStart = lines.lastIndexOf("\n--", start);
  const bodyStart = lines.indexOf("\n\n", start) + 2;
  const bodyEnd = lines.indexOf("\n--", bodyStart);
  const head = lines.slice(headStart, bodyStart);
  expect(head).toMatch(/Content-Transfer-Encoding: base64/i);
  const type = /Content-Type:\s*([^;\n]+)/i.exec(head)?.[1]?.trim() ?? "";
  return {
    type,
    bytes: Buffer.from(lines.slice(bodyStart, bodyEnd).replace(/\s+/g, ""), "base64"),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("createMailTransport attachments", () => {
  it("writes a base64 attachment into the .eml file as the original bytes", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "afa-mailer-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport({ from: "academy@example.ng", dataDir, logger });

    await transport.send(message);

    const outboxDir = transport.outboxDir ?? "";
    const [file] = await readdir(outboxDir);
    const raw = await readFile(path.join(outboxDir, file ?? ""), "latin1");
    const { type, bytes } = attachmentBytes(raw, "receipt-2026-000001.pdf");
    expect(type).toBe("application/pdf");
    expect(bytes.equals(binary)).toBe(true);
  });

  it("sends a base64 attachment over SMTP as the original bytes", async () => {
    const port = await freePort();
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "academy@example.ng",
      dataDir: tmpdir(),
      logger,
    });

    await transport.send(message);

    expect(received).toHaveLength(1);
    const { type, bytes } = attachmentBytes(
      received[0]?.toString("latin1") ?? "",
      "receipt-2026-000001.pdf",
    );
    expect(type).toBe("application/pdf");
    expect(bytes.equals(binary)).toBe(true);
  });

  it("passes only the attachment's own fields, never a path to read from the server", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "afa-mailer-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // nodemailer prefers `path` to `content`: a stray path in a stored payload would mail this file.
    const secret = path.join(dataDir, "secret.txt");
    await writeFile(secret, "SERVER-SECRET");
    const transport = createMailTransport({ from: "academy@example.ng", dataDir, logger });
    const attachment = {
      filename: "notes.txt",
      content: "plain text",
      contentType: "text/plain",
      path: secret,
    };

    await transport.send({ ...message, attachments: [attachment] });

    const outboxDir = transport.outboxDir ?? "";
    const [file] = await readdir(outboxDir);
    const raw = await readFile(path.join(outboxDir, file ?? ""), "latin1");
    const { bytes } = attachmentBytes(raw, "notes.txt");
    expect(bytes.toString("utf8")).toBe("plain text");
  });
});
