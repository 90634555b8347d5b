import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderErrorIllustrations } from "./error-illustration.server";

describe("the error pages' drawings", () => {
  it("are the files rendered from their components (npm run illustrations rewrites them)", () => {
    for (const { path, svg } of renderErrorIllustrations()) {
      expect(readFileSync(path, "utf8"), `${path}: run npm run illustrations`).toBe(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="360"/);
    }
  });
});
