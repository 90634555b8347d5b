import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(path.join(tmpdir(), "afa-i18n-"));
const messages = path.join(work, "messages");
cpSync(path.resolve("app/i18n/messages/common"), path.join(messages, "common"), {
  recursive: true,
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (...args: string[]) =>
  execFileSync("npx", ["tsx", "scripts/i18n.ts", ...args], {
    env: { ...process.env, I18N_MESSAGES_DIR: messages },
    encoding: "utf8",
    cwd: path.resolve("."),
  });

describe("translations for translators (PO)", () => {
  it("keeps the server's list of message files current: check fails until it is rewritten", () => {
    // The copy has the common namespace but no index yet, as after adding a namespace.
    expect(() => run("check")).toThrow(/does not list every message file: run npm run i18n:index/);
    expect(run("index")).toContain("index.generated.ts");
    const index = readFileSync(path.join(messages, "index.generated.ts"), "utf8");
    expect(index).toContain('import common_ha from "./common/ha";');
    expect(index).toMatch(/"common": \{ en: common_en, pcm: common_pcm, ha: common_ha/);
  }, 240_000);

  it("exports each language, takes a corrected file back, and checks coverage", () => {
    run("export", "--out", path.join(work, "po"));
    const po = path.join(work, "po", "ha.po");
    const exported = readFileSync(po, "utf8");
    expect(exported).toContain('msgctxt "common:nav.home"\nmsgid "Home"\nmsgstr "Gida"');
    // A reviewer corrects one Hausa message in the PO file, nothing else.
    writeFileSync(
      po,
      exported.replace('msgid "Home"\nmsgstr "Gida"', 'msgid "Home"\nmsgstr "Shafin farko"'),
    );
    expect(run("import", po)).toContain("common/ha.ts");
    const hausa = readFileSync(path.join(messages, "common", "ha.ts"), "utf8");
    expect(hausa).toContain('home: "Shafin farko"');
    expect(hausa).toContain('about: "Game da mu"');
    expect(run("check")).toMatch(/Hausa \(ha\) {2}· {2}\d+\/\d+ {2}· {2}100%/);
  }, 240_000);

  it("refuses a message whose placeholder a translation renamed", () => {
    const file = path.join(messages, "common", "yo.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace("{siteName}", "{site}"));
    expect(() => run("check")).toThrow(/unknown placeholder/);
  }, 240_000);
});
