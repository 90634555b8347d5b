/*
 * Drawing parts that several inline illustrations share (framed sky, sun rays, a meadow, young
 * plants, a gable-roofed building), so each is drawn one way. Coordinates are the artwork's own:
 * the parts only spare repeating the same shapes, they do not rescale anything.
 */

export type Point = readonly [x: number, y: number];

/** Rounds computed coordinates to two decimals, so they print as the artwork's own numbers. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A scene on a morning sky in a rounded frame: the sky gradient and a haloed sun, then the rest
 * of the scene (children), all clipped to the frame. `id` prefixes the gradient and clip ids,
 * which must be unique on the page.
 */
export function SkyFrame({
  id,
  frame: [x, y, width, height],
  sun: [cx, cy, halo, r],
  children,
}: {
  id: string;
  frame: readonly [x: number, y: number, width: number, height: number];
  sun: readonly [cx: number, cy: number, halo: number, r: number];
  children: React.ReactNode;
}) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff8eb" />
          <stop offset="1" stopColor="#dcede0" />
        </linearGradient>
        <clipPath id={`${id}-frame`}>
          <rect x={x} y={y} width={width} height={height} rx="36" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-frame)`}>
        <rect x={x} y={y} width={width} height={height} fill={`url(#${id}-sky)`} />
        <circle cx={cx} cy={cy} r={halo} fill="#feedc6" />
        <circle cx={cx} cy={cy} r={r} fill="#f9c04f" />
        {children}
      </g>
    </>
  );
}

/**
 * A sun's eight short rays around `center`: the straight ones run from `straight[0]` to
 * `straight[1]` away from it, the diagonal ones from `diagonal[0]` to `diagonal[1]` along each axis.
 */
export function SunRays({
  center: [cx, cy],
  straight: [inner, outer],
  diagonal: [near, far],
  strokeWidth = 4,
  opacity,
}: {
  center: Point;
  straight: readonly [inner: number, outer: number];
  diagonal: readonly [near: number, far: number];
  strokeWidth?: number;
  opacity?: number;
}) {
  const ray = round(outer - inner);
  const slant = round(far - near);
  const d = [
    `M${cx} ${round(cy - outer)}v${ray}`,
    `M${cx} ${round(cy + inner)}v${ray}`,
    `M${round(cx - outer)} ${cy}h${ray}`,
    `M${round(cx + inner)} ${cy}h${ray}`,
    `M${round(cx - far)} ${round(cy - far)}l${slant} ${slant}`,
    `M${round(cx + near)} ${round(cy + near)}l${slant} ${slant}`,
    `M${round(cx - far)} ${round(cy + far)}l${slant}-${slant}`,
    `M${round(cx + near)} ${round(cy - near)}l${slant}-${slant}`,
  ].join("");
  return (
    <g stroke="#f9c04f" strokeWidth={strokeWidth} strokeLinecap="round" opacity={opacity}>
      <path d={d} />
    </g>
  );
}

/**
 * The small spot scenes (404, server error): a soft shadow and a grassy mound on a 360×240
 * canvas. `sky` is drawn behind the mound, children in front of it.
 */
export function MeadowScene({
  className,
  sky,
  children,
}: {
  className?: string;
  sky?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <svg viewBox="0 0 360 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="206" rx="168" ry="30" fill="#dcede0" />
      {sky}
      <path
        d="M28 204c36-22 96-34 152-34s116 12 152 34c-30 14-90 24-152 24S58 218 28 204Z"
        fill="#88c095"
      />
      {children}
    </svg>
  );
}

/** A young plant's two leaves, rooted at a point; the small ones stand further off. */
const PLANT_LEAVES = {
  large: "c0-12-8-20-22-20 0 12 8 20 22 20Zm2 0c0-10 7-17 19-17 0 10-7 17-19 17Z",
  small: "c0-8-5-13-14-13 0 8 5 13 14 13Zm2 0c0-7 5-11 12-11 0 7-5 11-12 11Z",
};

export type PlantSpot = readonly [x: number, y: number, size?: keyof typeof PLANT_LEAVES];

/** Young plants dotted over a field, one `fill` for all. */
export function YoungPlants({ fill, plants }: { fill: string; plants: readonly PlantSpot[] }) {
  return (
    <g fill={fill}>
      {plants.map(([x, y, size = "large"]) => (
        <path key={`${x} ${y}`} d={`M${x} ${y}${PLANT_LEAVES[size]}`} />
      ))}
    </g>
  );
}

/**
 * A gable-roofed building placed at `at`: walls `halfWidth` either side of the ridge, the eaves
 * at `eave`, the ridge at `peak` and the floor at `floor`, under a brown roof that overhangs by
 * 6. Doors and windows come as children.
 */
export function GableBuilding({
  at: [x, y],
  halfWidth,
  eave,
  peak,
  floor,
  wall,
  children,
}: {
  at: Point;
  halfWidth: number;
  eave: number;
  peak: number;
  floor: number;
  wall: string;
  children: React.ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d={`M0 ${eave} ${halfWidth} ${peak}l${halfWidth} ${eave - peak}v${floor - eave}H0Z`}
        fill={wall}
      />
      <path
        d={`M-6 ${eave + 2} ${halfWidth} ${peak - 4}l${halfWidth + 6} ${eave - peak + 6}`}
        fill="none"
        stroke="#93500b"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      {children}
    </g>
  );
}

/** A line drawn with a round-capped brush: stroked, never filled. */
export function RoundStroke(props: React.ComponentProps<"path">) {
  return <path fill="none" strokeLinecap="round" {...props} />;
}
