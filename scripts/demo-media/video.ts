// Renders the academy's short intro clip (a sunrise over a field of sprouting seedlings) frame by
// frame in plain TypeScript and pipes the raw frames to ffmpeg, which adds the slogan and encodes a
// small, web-optimised H.264 MP4 plus a poster. Nothing is random, so a re-run gives the same film.
import { spawn } from "node:child_process";

export const WIDTH = 640;
export const HEIGHT = 360;
export const FPS = 25;
export const SECONDS = 12;

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const HORIZON = 250;
const GROUND = 270;

type Rgb = [number, number, number];

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, k: number): Rgb => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
  a[2] + (b[2] - a[2]) * k,
];
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const smooth = (from: number, to: number, v: number) => {
  const k = clamp01((v - from) / (to - from));
  return k * k * (3 - 2 * k);
};

const DAWN_TOP = hex("#1b2a49");
const DAWN_LOW = hex("#c2553a");
const DAY_TOP = hex("#7fb8d8");
const DAY_LOW = hex("#f6c76b");
const SUN = hex("#fbbf24");
const HILL_FAR = hex("#3d7a45");
const HILL_NEAR = hex("#1e5b2a");
const SOIL = hex("#6b4423");
const FURROW = hex("#523219");
const STEM = hex("#2f8a3e");
const LEAF = hex("#4caf50");
const LEAF_DARK = hex("#37913f");
const BANNER = hex("#14401d");

/** x, ground line, start of growth (s), final height (px). Two rows, the back one smaller. */
const SPROUTS = [
  ...[90, 190, 290, 390, 490, 590].map((x, i) => ({
    x,
    base: 292,
    start: 1.8 + i * 0.35,
    size: 46,
  })),
  ...[140, 240, 340, 440, 540].map((x, i) => ({ x, base: 336, start: 1.2 + i * 0.4, size: 70 })),
];

function renderFrame(t: number, out: Buffer): void {
  const day = smooth(0, 8, t);
  const light = 0.55 + 0.45 * day;
  const top = mix(DAWN_TOP, DAY_TOP, day);
  const low = mix(DAWN_LOW, DAY_LOW, day);
  const sunX = 470;
  const sunY = 300 - 175 * smooth(0, 9, t);

  const banner = smooth(4, 5, t);
  const growth = SPROUTS.map((s) => smooth(s.start, s.start + 5, t));

  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let c: Rgb;
      const farTop = HORIZON - 18 - 14 * Math.sin(x * 0.011 + 0.6) - 6 * Math.sin(x * 0.031);
      const nearTop = GROUND - 10 - 9 * Math.sin(x * 0.017 + 2.1);
      if (y < farTop) {
        c = mix(top, low, (y / HORIZON) ** 1.4);
        const d = Math.hypot(x - sunX, y - sunY);
        if (d < 34) c = mix(c, SUN, clamp01(34 - d));
        else c = mix(c, SUN, 0.45 * Math.exp(-(d - 34) / 38));
      } else if (y < nearTop) {
        c = mix(HILL_FAR, low, 0.25 * (1 - day));
      } else if (y < GROUND) {
        c = HILL_NEAR;
      } else {
        // Furrows get wider towards the viewer: a cheap perspective.
        const depth = (y - GROUND) / (HEIGHT - GROUND);
        const stripe = Math.sin((depth * depth * 22 + depth * 6) * Math.PI);
        c = stripe > 0.35 ? FURROW : SOIL;
      }

      for (let i = 0; i < SPROUTS.length; i++) {
        const s = SPROUTS[i];
        const g = growth[i];
        if (!s || g === undefined || g <= 0) continue;
        const h = s.size * g;
        const dx = x - s.x;
        // Stem.
        if (y <= s.base && y >= s.base - h && Math.abs(dx) <= 1.5 + s.size / 40) c = STEM;
        // Two leaves on the stem tip, rotated ±35° and opening as the plant grows.
        const leafLen = s.size * 0.42 * g;
        const leafWid = s.size * 0.16 * g;
        const ty = s.base - h;
        for (const side of [-1, 1]) {
          const angle = side * (0.6 + 0.3 * g);
          const cx = s.x + side * leafLen * 0.8 * Math.cos(0.5);
          const cy = ty - leafLen * 0.35;
          const lx = x - cx;
          const ly = y - cy;
          const u = lx * Math.cos(angle) + ly * Math.sin(angle);
          const v = -lx * Math.sin(angle) + ly * Math.cos(angle);
          const e = (u / leafLen) ** 2 + (v / leafWid) ** 2;
          if (leafLen > 1 && e < 1)
            c = mix(side < 0 ? LEAF : LEAF_DARK, c, clamp01((e - 0.85) * 6));
        }
      }

      c = [c[0] * light, c[1] * light, c[2] * light];
      // The banner behind the slogan fades in with the text that ffmpeg draws on it.
      if (y >= 28 && y < 86) c = mix(c, BANNER, 0.6 * banner);
      const o = (y * WIDTH + x) * 3;
      out[o] = Math.min(255, c[0]);
      out[o + 1] = Math.min(255, c[1]);
      out[o + 2] = Math.min(255, c[2]);
    }
  }
}

function run(args: string[], input?: (stdin: NodeJS.WritableStream) => Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn("ffmpeg", args, { stdio: ["pipe", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
    if (input) input(child.stdin).then(() => child.stdin.end(), reject);
    else child.stdin.end();
  });
}

const write = (stream: NodeJS.WritableStream, chunk: Buffer) =>
  new Promise<void>((resolve) => {
    if (stream.write(chunk)) resolve();
    else stream.once("drain", resolve);
  });

/** Writes `<base>.mp4` and `<base>-poster.jpg`. */
export async function makeIntroVideo(base: string): Promise<void> {
  const text = "AFA Academy — Learn to produce more.";
  const fadeIn = "if(lt(t,4),0,if(lt(t,5),t-4,1))";
  const overlay =
    `drawtext=fontfile=${FONT}:text='${text}':fontsize=25:fontcolor=white:alpha='${fadeIn}'` +
    ":x=(w-text_w)/2:y=57-text_h/2:shadowcolor=0x000000@0.5:shadowx=1:shadowy=1";
  await run(
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${WIDTH}x${HEIGHT}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-vf",
      overlay,
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "27",
      "-profile:v",
      "main",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-an",
      `${base}.mp4`,
    ],
    async (stdin) => {
      const frame = Buffer.alloc(WIDTH * HEIGHT * 3);
      for (let f = 0; f < FPS * SECONDS; f++) {
        renderFrame(f / FPS, frame);
        await write(stdin, Buffer.from(frame));
      }
    },
  );
  await run([
    "-y",
    "-loglevel",
    "error",
    "-ss",
    "10",
    "-i",
    `${base}.mp4`,
    "-frames:v",
    "1",
    "-q:v",
    "5",
    `${base}-poster.jpg`,
  ]);
}
