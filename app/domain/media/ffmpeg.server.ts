import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Raised when the machine has no ffmpeg (or ffprobe): the renditions wait for an operator. */
export class FfmpegMissingError extends Error {
  constructor(program: string) {
    super(
      `ffmpeg is not installed on this server (${program} was not found; on Debian: apt-get install ffmpeg), so no smaller copies can be made; learners get the original video meanwhile.`,
    );
  }
}

/** One made file: its path and size in bytes. */
export type MadeFile = { file: string; bytes: number };

export type MadeRenditions = {
  /** The original's playing time, in whole seconds. */
  durationSeconds: number;
  dataSaver: MadeFile;
  standard: MadeFile;
  /** Null when the original has no sound. */
  audio: MadeFile | null;
  poster: MadeFile;
};

/**
 * The copies a learner on metered data can choose, with their rates at most (video + sound):
 * data saver about 240 lines at ~200 kb/s, standard about 360 lines at ~500 kb/s. H.264 baseline
 * and AAC play on every Android phone's browser; `+faststart` puts the index first, so playback
 * starts before the whole file has arrived.
 */
const VIDEO_COPIES = {
  dataSaver: { height: 240, crf: "30", maxrate: "160k", bufsize: "320k", audio: "40k" },
  standard: { height: 360, crf: "27", maxrate: "430k", bufsize: "860k", audio: "64k" },
} as const;
/** Sound only: AAC, one channel, ~48 kb/s, in an MP4 container (.m4a). */
const AUDIO_RATE = "48k";

async function tool(program: "ffmpeg" | "ffprobe", args: string[], timeoutMs: number) {
  try {
    return await run(program, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FfmpegMissingError(program);
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `${program} failed: ${stderr?.split("\n").slice(-3).join(" ") || (error as Error).message}`,
    );
  }
}

/** Whether ffmpeg and ffprobe can be run here. */
export async function hasFfmpeg(): Promise<boolean> {
  try {
    await tool("ffmpeg", ["-version"], 10_000);
    await tool("ffprobe", ["-version"], 10_000);
    return true;
  } catch {
    return false;
  }
}

export type Probe = { durationSeconds: number; hasVideo: boolean; hasAudio: boolean };

/** Duration and streams of a media file, as ffprobe reads them. */
export async function probeMedia(file: string): Promise<Probe> {
  const { stdout } = await tool(
    "ffprobe",
    ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file],
    60_000,
  );
  const parsed = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: { codec_type?: string }[];
  };
  const seconds = Number.parseFloat(parsed.format?.duration ?? "");
  const types = new Set((parsed.streams ?? []).map((s) => s.codec_type));
  return {
    durationSeconds: Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0,
    hasVideo: types.has("video"),
    hasAudio: types.has("audio"),
  };
}

async function made(file: string): Promise<MadeFile> {
  return { file, bytes: (await stat(file)).size };
}

/**
 * Makes the data saver, standard and audio copies and a poster of the video at `input`, in
 * `outDir`. A long video takes minutes: the time limit grows with its length.
 */
export async function makeRenditions(input: string, outDir: string): Promise<MadeRenditions> {
  const probe = await probeMedia(input);
  if (!probe.hasVideo) throw new Error("The file has no video stream.");
  const limit = 120_000 + probe.durationSeconds * 4_000;
  const quiet = ["-hide_banner", "-v", "error", "-y", "-i", input];
  const out = (name: string) => path.join(outDir, name);

  const copies = {} as Record<keyof typeof VIDEO_COPIES, MadeFile>;
  for (const [name, copy] of Object.entries(VIDEO_COPIES) as [
    keyof typeof VIDEO_COPIES,
    (typeof VIDEO_COPIES)[keyof typeof VIDEO_COPIES],
  ][]) {
    const file = out(`${name}.mp4`);
    await tool(
      "ffmpeg",
      [
        ...quiet,
        "-map",
        "0:v:0",
        ...(probe.hasAudio ? ["-map", "0:a:0"] : []),
        // Never larger than the original; an even width, as H.264 needs.
        "-vf",
        `scale=-2:'min(${copy.height},ih)'`,
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-profile:v",
        "baseline",
        "-pix_fmt",
        "yuv420p",
        // Constant quality, capped: a simple picture takes fewer bits than the cap (a copy is never
        // bigger than it needs to be, nor than a small original), a busy one at most the cap.
        "-crf",
        copy.crf,
        "-maxrate",
        copy.maxrate,
        "-bufsize",
        copy.bufsize,
        ...(probe.hasAudio ? ["-c:a", "aac", "-ac", "1", "-b:a", copy.audio] : []),
        "-movflags",
        "+faststart",
        file,
      ],
      limit,
    );
    copies[name] = await made(file);
  }

  let audio: MadeFile | null = null;
  if (probe.hasAudio) {
    const file = out("audio.m4a");
    await tool(
      "ffmpeg",
      [
        ...quiet,
        "-vn",
        "-map",
        "0:a:0",
        "-c:a",
        "aac",
        "-ac",
        "1",
        "-b:a",
        AUDIO_RATE,
        "-movflags",
        "+faststart",
        file,
      ],
      limit,
    );
    audio = await made(file);
  }

  // A frame a third of the way in (at most 5 s): past a black first frame, before the end.
  const at = Math.min(5, probe.durationSeconds / 3).toFixed(2);
  const poster = out("poster.jpg");
  await tool(
    "ffmpeg",
    [
      "-hide_banner",
      "-v",
      "error",
      "-y",
      "-ss",
      at,
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      "scale=-2:'min(360,ih)'",
      "-q:v",
      "5",
      poster,
    ],
    60_000,
  );

  return {
    durationSeconds: probe.durationSeconds,
    dataSaver: copies.dataSaver,
    standard: copies.standard,
    audio,
    poster: await made(poster),
  };
}
