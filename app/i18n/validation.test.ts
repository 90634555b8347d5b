import { describe, expect, it } from "vitest";
import { translateValidation, type ValidationLookup } from "./validation";

const lookup: ValidationLookup = {
  "Please choose a role.": "Don Allah zaɓi matsayi.",
  "Keep this under {max} characters.": "Kada wannan ya wuce haruffa {max}.",
  "This coupon has been used {count} times already: the maximum cannot be lower than {count}.":
    "An yi amfani da wannan takardar sau {count}: iyaka ba za ta kasa {count} ba.",
};

describe("translateValidation", () => {
  it("translates a message it knows", () => {
    expect(translateValidation("Please choose a role.", lookup)).toBe("Don Allah zaɓi matsayi.");
  });

  it("fills a pattern's values from the English message", () => {
    expect(translateValidation("Keep this under 2,000 characters.", lookup)).toBe(
      "Kada wannan ya wuce haruffa 2,000.",
    );
    expect(
      translateValidation(
        "This coupon has been used 12 times already: the maximum cannot be lower than 12.",
        lookup,
      ),
    ).toBe("An yi amfani da wannan takardar sau 12: iyaka ba za ta kasa 12 ba.");
  });

  it("leaves a message it does not know as it is", () => {
    expect(translateValidation("Something else entirely.", lookup)).toBe(
      "Something else entirely.",
    );
    // A pattern must match the whole message, and a repeated value must repeat.
    expect(translateValidation("Keep this under 5 characters, please.", lookup)).toBe(
      "Keep this under 5 characters, please.",
    );
    expect(
      translateValidation(
        "This coupon has been used 12 times already: the maximum cannot be lower than 13.",
        lookup,
      ),
    ).toBe("This coupon has been used 12 times already: the maximum cannot be lower than 13.");
    expect(translateValidation("constructor", lookup)).toBe("constructor");
  });

  it("keeps English as it is (English pages get an empty table, or none)", () => {
    expect(translateValidation("Please choose a role.", {})).toBe("Please choose a role.");
    expect(translateValidation("Keep this under 120 characters.", undefined)).toBe(
      "Keep this under 120 characters.",
    );
  });
});
