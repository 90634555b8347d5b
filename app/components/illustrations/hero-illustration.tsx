import { GableBuilding, type PlantSpot, RoundStroke, SkyFrame, YoungPlants } from "./scene-parts";

/** Where the crop rows, converging on the horizon at (262, 322), leave the frame. */
const ROW_ENDS = [
  [40, 430],
  [140, 430],
  [240, 430],
  [340, 430],
  [440, 430],
  [520, 408],
  [0, 384],
] as const;

const PLANTS: PlantSpot[] = [
  [96, 396],
  [196, 402],
  [330, 398],
  [438, 392],
  [236, 358, "small"],
  [302, 356, "small"],
];

/**
 * Home hero: a Nigerian farm at sunrise with crop rows, and a phone playing a lesson, for
 * "learn on your phone, apply in your field". Inline (about 4 KB), no image request.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 440" className={className} aria-hidden="true" focusable="false">
      <SkyFrame id="hero" frame={[20, 20, 480, 400]} sun={[372, 132, 74, 46]}>
        <path d="M20 246c96-44 190-40 284-16s150 6 196-8v198H20Z" fill="#b8dbc0" />
        {/* Farmhouse on the far hill. */}
        <GableBuilding at={[112, 196]} halfWidth={30} eave={30} peak={6} floor={64} wall="#f8f6f1">
          <rect x="22" y="38" width="16" height="26" rx="2" fill="#78410f" />
          <rect x="6" y="36" width="10" height="10" rx="1.5" fill="#88c095" />
        </GableBuilding>
        {/* Shade tree. */}
        <g transform="translate(416 200)">
          <rect x="-4" y="20" width="8" height="44" rx="3" fill="#78410f" />
          <circle cx="0" cy="14" r="26" fill="#256b39" />
          <circle cx="-20" cy="26" r="17" fill="#1e5b2a" />
          <circle cx="20" cy="26" r="17" fill="#35824a" />
        </g>
        <path d="M20 290c108-40 234-44 330-22 62 14 110 10 150 2v150H20Z" fill="#56a067" />
        <path d="M20 334c150-34 320-36 480-12v98H20Z" fill="#1e5b2a" />
        {/* Crop rows converging on the horizon. */}
        <g stroke="#35824a" strokeWidth="5" strokeLinecap="round" fill="none" opacity="0.9">
          {ROW_ENDS.map(([x, y]) => (
            <path key={x} d={`M262 322 ${x} ${y}`} />
          ))}
        </g>
        {/* Young plants along the rows. */}
        <YoungPlants fill="#88c095" plants={PLANTS} />
        {/* Maize stalk in the foreground. */}
        <g transform="translate(470 300)">
          <path d="M0 130V10" stroke="#3f4f1d" strokeWidth="6" strokeLinecap="round" />
          <path d="M0 80c-22-6-38-22-44-46 22 6 38 22 44 46Z" fill="#35824a" />
          <path d="M0 56c18-8 30-24 32-44-18 8-30 24-32 44Z" fill="#56a067" />
          <ellipse cx="-9" cy="60" rx="7" ry="18" fill="#f2a626" transform="rotate(-14 -9 60)" />
        </g>
      </SkyFrame>
      {/* Phone playing a lesson. */}
      <g transform="translate(52 64)">
        <rect x="6" y="10" width="156" height="206" rx="22" fill="#0a2511" opacity="0.16" />
        <rect width="156" height="206" rx="22" fill="#123a1c" />
        <rect x="9" y="12" width="138" height="182" rx="15" fill="#ffffff" />
        <rect x="20" y="26" width="116" height="72" rx="10" fill="#dcede0" />
        <path
          d="M20 78c26-14 52-16 78-8 14 4 26 4 38-2v20a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10Z"
          fill="#88c095"
        />
        <circle cx="78" cy="60" r="17" fill="#1e5b2a" />
        <path d="m73 51 15 9-15 9Z" fill="#ffffff" />
        <rect x="20" y="110" width="96" height="9" rx="4.5" fill="#1c1a17" opacity="0.8" />
        <rect x="20" y="127" width="74" height="7" rx="3.5" fill="#c9c2b4" />
        <rect x="20" y="150" width="116" height="8" rx="4" fill="#f0ece3" />
        <rect x="20" y="150" width="78" height="8" rx="4" fill="#f2a626" />
        <circle cx="28" cy="176" r="8" fill="#1e5b2a" />
        <RoundStroke
          d="m24.5 176 2.5 2.5 5-5"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <rect x="42" y="172" width="62" height="7" rx="3.5" fill="#c9c2b4" />
      </g>
    </svg>
  );
}
