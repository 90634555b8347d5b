import { describe, expect, it } from "vitest";
import { webWorkers } from "./cluster";

describe("webWorkers", () => {
  it("is one process unless WEB_CONCURRENCY asks for more; auto is one per core", () => {
    expect(webWorkers({ WEB_CONCURRENCY: undefined }, 8)).toBe(1);
    expect(webWorkers({ WEB_CONCURRENCY: 3 }, 8)).toBe(3);
    expect(webWorkers({ WEB_CONCURRENCY: "auto" }, 2)).toBe(2);
  });
});
