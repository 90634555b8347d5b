import { describe, expect, it } from "vitest";
import { localizeAuthMessage } from "./auth-messages.server";

describe("the sign-in code's messages on a page in another language", () => {
  it("are said in the page's language when we have words for them", () => {
    const suspended = "Your account has been suspended. Please contact support.";
    expect(localizeAuthMessage("en", suspended)).toBe(suspended);
    expect(localizeAuthMessage("ha", suspended)).toBe(
      "An dakatar da asusunka. Don Allah ka tuntuɓi masu taimako.",
    );
    expect(
      localizeAuthMessage(
        "pcm",
        "Too many attempts from your connection. Please wait 15 minutes and try again.",
      ),
    ).toContain("15");
  });

  it("keep a message we have no words for on an English page, and say something went wrong elsewhere", () => {
    const unknown = "Failed to create session";
    expect(localizeAuthMessage("en", unknown)).toBe(unknown);
    expect(localizeAuthMessage("yo", unknown)).toBe(
      "Nǹkan kan kò lọ dáadáa. Jọ̀wọ́ tún gbìyànjú láìpẹ́.",
    );
    expect(localizeAuthMessage("ig", null)).toBeUndefined();
  });
});
