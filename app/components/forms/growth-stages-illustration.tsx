import { GableBuilding, RoundStroke, SunRays } from "~/components/illustrations/scene-parts";

/** Two sacks of produce stood by the shed. */
const PRODUCE_BAGS = ["M0 26c0-16 4-26 14-26s14 10 14 26Z", "M22 26c0-14 4-22 12-22s12 8 12 22Z"];

/** Consulting hero: a seedling, a crop in full yield and a processing shed, on rising fields. */
export function GrowthStagesIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 320"
      width="480"
      height="320"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id="growth-stages-frame">
          <rect width="480" height="320" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#growth-stages-frame)">
        <rect width="480" height="320" fill="#e6f1e3" />
        <circle cx="400" cy="70" r="38" fill="#f9c04f" />
        <SunRays center={[400, 70]} straight={[44, 56]} diagonal={[32, 40]} opacity={0.6} />
        {/* Three fields, each a step higher. */}
        <path d="M0 270c50-8 100-10 160-6v56H0Z" fill="#88c095" />
        <path d="M150 252c60-14 120-16 170-12v80H150Z" fill="#56a067" />
        <path d="M310 222c60-18 120-22 170-18v116H310Z" fill="#35824a" />
        <g fill="none" stroke="#dcede0" strokeWidth="2.5" strokeLinecap="round" opacity="0.7">
          <path d="M14 292c40-6 90-8 130-4M30 306c40-4 80-4 110 0" />
          <path d="M166 274c50-10 100-12 140-8M180 292c40-6 90-8 120-4" />
          <path d="M326 246c50-12 100-14 140-10M340 268c40-8 90-10 126-6" />
        </g>
        {/* Phase 1: a seedling. */}
        <g transform="translate(80 268)">
          <path d="M0 0v-36" stroke="#1e5b2a" strokeWidth="4" strokeLinecap="round" />
          <path d="M0-22c-4-14-16-20-30-18 2 14 14 20 30 18Z" fill="#56a067" />
          <path d="M0-32c4-14 16-20 30-18-2 14-14 20-30 18Z" fill="#88c095" />
        </g>
        {/* Phase 2: maize in full yield. */}
        <g transform="translate(236 246)">
          <path d="M0 0v-108" stroke="#1e5b2a" strokeWidth="5" strokeLinecap="round" />
          <path d="M0-30c-18-6-34-22-40-44 20 4 36 18 40 44Z" fill="#56a067" />
          <path d="M0-54c18-6 34-22 40-44-20 4-36 18-40 44Z" fill="#35824a" />
          <path d="M0-80c-14-6-26-18-30-34 16 4 28 14 30 34Z" fill="#88c095" />
          <ellipse cx="14" cy="-66" rx="8" ry="20" fill="#f2a626" transform="rotate(18 14 -66)" />
          <path d="M0-108c-6-10-4-20 2-28 6 8 6 18-2 28Z" fill="#dc8a0c" />
        </g>
        {/* Phase 3: a processing shed with bagged produce. */}
        <GableBuilding
          at={[340, 130]}
          halfWidth={50}
          eave={44}
          peak={10}
          floor={116}
          wall="#fff8eb"
        >
          <rect x="36" y="70" width="28" height="46" rx="2" fill="#93500b" />
          <rect x="12" y="58" width="16" height="14" rx="2" fill="#bcdcee" />
          <rect x="72" y="58" width="16" height="14" rx="2" fill="#bcdcee" />
          <rect x="106" y="40" width="10" height="76" fill="#c9c2b4" />
          <RoundStroke d="M111 40c0-12 10-16 10-26" stroke="#e2ddd2" strokeWidth="5" />
        </GableBuilding>
        <g transform="translate(300 220)">
          {PRODUCE_BAGS.map((d) => (
            <path key={d} d={d} fill="#f3e2b8" stroke="#93500b" strokeWidth="2" />
          ))}
        </g>
        {/* The rising path that joins the phases. */}
        <RoundStroke
          d="M60 236c50-30 110-40 170-60s90-56 124-78"
          stroke="#1e5b2a"
          strokeWidth="3"
          strokeDasharray="2 10"
        />
        <circle cx="354" cy="98" r="5" fill="#1e5b2a" />
      </g>
    </svg>
  );
}
