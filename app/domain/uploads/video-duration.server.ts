import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The playing time of an uploaded MP4 or WebM video in whole seconds, or null when it cannot be
 * told. What a lesson shows as its length comes from here, never from what someone typed.
 * - MP4: the movie header (`moov/mvhd`) states it; read directly, no program needed.
 * - Anything else (WebM): ffprobe, where the machine has it (Debian's ffmpeg package).
 */
export async function readVideoSeconds(
  bytes: Uint8Array,
  contentType: string,
): Promise<number | null> {
  const fromHeader = contentType === "video/mp4" ? mp4Seconds(bytes) : null;
  if (fromHeader !== null) return fromHeader;
  return probeSeconds(bytes);
}

/** Whole seconds from an ISO base media file's movie header, or null. */
export function mp4Seconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = findBox(view, 0, view.byteLength, "moov");
  if (!moov) return null;
  const mvhd = findBox(view, moov.start, moov.end, "mvhd");
  if (!mvhd || mvhd.end - mvhd.start < 20) return null;
  const version = view.getUint8(mvhd.start);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (mvhd.end - mvhd.start < 32) return null;
    timescale = view.getUint32(mvhd.start + 20);
    duration = Number(view.getBigUint64(mvhd.start + 24));
  } else {
    timescale = view.getUint32(mvhd.start + 12);
    duration = view.getUint32(mvhd.start + 16);
  }
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return null;
  const seconds = Math.round(duration / timescale);
  return seconds > 0 ? seconds : null;
}

/** The content range of the first box of `type` among the boxes between `from` and `to`. */
function findBox(
  view: DataView,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | null {
  let offset = from;
  while (offset + 8 <= to) {
    let size = view.getUint32(offset);
    const name = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return null;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) return null;
    if (name === type) return { start: offset + header, end: offset + size };
    offset += size;
  }
  return null;
}

/** ffprobe's reading of the file's duration, or null without ffprobe or an answer. */
async function probeSeconds(bytes: Uint8Array): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "afa-probe-"));
  try {
    const file = path.join(dir, "video");
    await writeFile(file, bytes);
    const { stdout } = await run(
      "ffprobe",
      ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file],
      { timeout: 10_000 },
    );
    const seconds = Math.round(Number.parseFloat(stdout.trim()));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
