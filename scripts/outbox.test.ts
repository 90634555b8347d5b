import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationEmail } from "~/domain/mail/templates.server";
import { formatEntry, readOutbox } from "./outbox";

let dir: string;
// A link long enough, and with "=" in it, that quoted-printable splits and escapes it.
const LINK = `http://localhost:3000/verify?token=${"eyJhbGciOiJIUzI1NiJ9".repeat(6)}&callbackURL=%2Fdashboard%3Fa%3Db`;

async function writeEml(name: string, to: string, link: string) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const message = verificationEmail({ to, name: "Ngozi", url: link, siteName: "AFA Academy" });
  const info = await transport.sendMail({ from: "AFA Academy <no-reply@afa.test>", ...message });
  await writeFile(path.join(dir, name), info.message as Buffer);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "afa-outbox-"));
  await writeEml("1795000000000-aaaaaaaa.eml", "ngozi@example.ng", LINK);
  await writeEml("1795000001000-bbbbbbbb.eml", "tunde@example.ng", `${LINK}&second=1`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run outbox", () => {
  it("prints the newest messages first with their links whole, though the file splits them", async () => {
    const entries = await readOutbox(dir);
    expect(entries.map((e) => e.to)).toEqual(["tunde@example.ng", "ngozi@example.ng"]);
    expect(entries[1]?.links).toContain(LINK);
    const printed = formatEntry(entries[1] as (typeof entries)[number], false);
    expect(printed).toContain(`→ ${LINK}`);
    expect(printed).not.toContain("=3D");
  });

  it("filters by recipient and count, and finds nothing in a missing folder", async () => {
    expect((await readOutbox(dir, { to: "NGOZI@" })).map((e) => e.to)).toEqual([
      "ngozi@example.ng",
    ]);
    expect(await readOutbox(dir, { count: 1 })).toHaveLength(1);
    expect(await readOutbox(path.join(dir, "nope"))).toEqual([]);
  });
});
