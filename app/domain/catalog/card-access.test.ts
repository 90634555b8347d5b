import { describe, expect, it } from "vitest";
import { cardAccess } from "./card-access";

describe("cardAccess", () => {
  it("locks only priced courses for visitors, and invites them to sign up for free ones", () => {
    expect(cardAccess({ priceKobo: 2_500_000 }, false)).toBe("locked");
    expect(cardAccess({ priceKobo: 0 }, false)).toBe("sign-up");
  });

  it("says nothing to a signed-in learner", () => {
    expect(cardAccess({ priceKobo: 2_500_000 }, true)).toBeNull();
    expect(cardAccess({ priceKobo: 0 }, true)).toBeNull();
  });
});
