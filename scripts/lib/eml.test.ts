import nodemailer, { type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { linkIn } from "../../tests/support/mail";
import { parseEml } from "./eml";

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

async function compose(message: SendMailOptions): Promise<string> {
  const info = await transport.sendMail({ from: "AFA Academy <no-reply@afa.test>", ...message });
  return (info.message as Buffer).toString("utf8");
}

const token = `${"eyJhbGciOiJIUzI1NiJ9".repeat(5)}.sig_-x`;
const text = `Hello Ngozi,\n\nVerify your e-mail address: http://127.0.0.1:4410/verify?token=${token}&next=%2Fdashboard\n\n— AFA Academy, Ikeja ₦`;

describe("parseEml", () => {
  it("reads what nodemailer writes: encoded subject, quoted-printable text and html", async () => {
    const raw = await compose({
      to: "ngozi@afa.test",
      subject: "Verify your e-mail — AFA Academy ₦",
      text,
      html: `<p>Hello Ngozi — <a href="http://127.0.0.1:4410/verify?token=${token}">Verify</a></p>`,
    });
    const mail = parseEml(raw);
    expect(mail.to).toBe("ngozi@afa.test");
    expect(mail.subject).toBe("Verify your e-mail — AFA Academy ₦");
    expect(mail.text).toBe(text);
    expect(mail.html).toContain(`href="http://127.0.0.1:4410/verify?token=${token}"`);
    expect(linkIn(mail, "/verify")).toBe(
      `http://127.0.0.1:4410/verify?token=${token}&next=%2Fdashboard`,
    );
  });

  it("reads base64 bodies and single-part messages", async () => {
    const raw = await compose({
      to: "bola@afa.test",
      subject: "Plain",
      text,
      textEncoding: "base64",
    });
    const mail = parseEml(raw);
    expect(mail.subject).toBe("Plain");
    expect(mail.text).toBe(text);
    expect(mail.html).toBe("");
  });

  it("linkIn names the missing path", () => {
    expect(() => linkIn({ text: "Visit http://127.0.0.1:4410/login" }, "/verify")).toThrow(
      /No link to \/verify/,
    );
  });
});
