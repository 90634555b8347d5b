import { RoundStroke, SunRays } from "./scene-parts";

const FURROWS = [
  "M20 226c80-18 170-20 250-6",
  "M40 240c80-16 160-16 240-4",
  "M10 270c120-14 250-14 380 0",
  "M30 286c110-10 230-10 340 0",
];

const LEAF_VEINS = [
  "M22 98c10 0 22-4 34-12",
  "M36 76c8 0 18-2 30-8",
  "M16 86c-2-12 0-24 6-36",
  "M34 62c-2-10 0-20 6-30",
];

/** Auth side panel: sun over terraced fields with a broad leaf, on the brand green. */
export function FieldsIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <SunRays center={[300, 86]} straight={[50, 64]} diagonal={[35, 45]} opacity={0.7} />
      <circle cx="300" cy="86" r="36" fill="#f9c04f" />
      <path d="M0 178c70-30 150-34 220-18s130 12 180-6v146H0Z" fill="#256b39" />
      <path d="M0 214c90-26 190-26 280-6 46 10 86 8 120 0v92H0Z" fill="#35824a" />
      <path d="M0 252c120-22 260-22 400 0v48H0Z" fill="#56a067" />
      <g fill="none" stroke="#88c095" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        {FURROWS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g transform="translate(70 66) rotate(-18)">
        <path d="M0 130C-6 70 24 18 92 0c10 64-20 118-92 130Z" fill="#b8dbc0" />
        <RoundStroke d="M0 130C18 96 44 60 80 20" stroke="#1e5b2a" strokeWidth="4" />
        <g fill="none" stroke="#1e5b2a" strokeWidth="2.5" strokeLinecap="round" opacity="0.7">
          {LEAF_VEINS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </g>
    </svg>
  );
}
