import { describe, expect, it } from "vitest";
import { backToList } from "./row-action.server";

describe("backToList", () => {
  const LIST = "/admin-dashboard/messages";
  it("keeps the list's query, from a plain form post or React Router's .data post", () => {
    expect(backToList(new Request(`http://x${LIST}?q=maize&before=c1`), LIST)).toBe(
      `${LIST}?q=maize&before=c1`,
    );
    expect(backToList(new Request(`http://x${LIST}.data?q=maize&index&_routes=r`), LIST)).toBe(
      `${LIST}?q=maize`,
    );
    expect(backToList(new Request(`http://x${LIST}/123`), LIST)).toBe(LIST);
  });
});
