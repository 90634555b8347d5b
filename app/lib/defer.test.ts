import { describe, expect, it } from "vitest";
import { deferWhenSlow, isDeferred } from "./defer";

const resolveAfter = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("deferWhenSlow", () => {
  it("hands back the data itself when it arrives within the grace period", async () => {
    const result = await deferWhenSlow(resolveAfter(5, { n: 1 }), 200);
    expect(isDeferred(result)).toBe(false);
    expect(result).toEqual({ n: 1 });
  });

  it("hands back a deferred promise when the data is slower", async () => {
    const result = await deferWhenSlow(resolveAfter(80, { n: 2 }), 10);
    expect(isDeferred(result)).toBe(true);
    if (isDeferred(result)) expect(await result.deferred).toEqual({ n: 2 });
  });

  it("throws a failure that comes within the grace period", async () => {
    await expect(deferWhenSlow(Promise.reject(new Error("offline")), 200)).rejects.toThrow(
      "offline",
    );
  });
});
