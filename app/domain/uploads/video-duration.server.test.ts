import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mp4Seconds, readVideoSeconds } from "./video-duration.server";

const demoFilm = new Uint8Array(readFileSync(path.resolve("public/media/video/afa-intro.mp4")));

function hasFfmpeg(): boolean {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("readVideoSeconds", () => {
  it("reads an MP4's length from its movie header", async () => {
    expect(mp4Seconds(demoFilm)).toBe(12);
    expect(await readVideoSeconds(demoFilm, "video/mp4")).toBe(12);
  });

  it("answers null for a file that does not say, never a guess", async () => {
    const header = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    expect(mp4Seconds(header)).toBeNull();
    expect(mp4Seconds(new Uint8Array([0, 0, 0, 1, 1, 2]))).toBeNull();
    expect(await readVideoSeconds(header, "video/mp4")).toBeNull();
  });

  it.skipIf(!hasFfmpeg())("reads a WebM's length through ffprobe", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "afa-webm-"));
    try {
      const file = path.join(dir, "clip.webm");
      execFileSync("ffmpeg", [
        ...["-v", "error", "-f", "lavfi", "-i", "color=c=green:s=64x36:d=3"],
        ...["-c:v", "libvpx", "-b:v", "50k", file],
      ]);
      expect(await readVideoSeconds(new Uint8Array(readFileSync(file)), "video/webm")).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
