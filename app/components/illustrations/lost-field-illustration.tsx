import { MeadowScene, RoundStroke, YoungPlants } from "./scene-parts";

/** 404: a signpost standing alone in a field, pointing nowhere in particular. */
export function LostFieldIllustration({ className }: { className?: string }) {
  return (
    <MeadowScene className={className} sky={<circle cx="282" cy="56" r="26" fill="#f9c04f" />}>
      <RoundStroke d="M96 222c30-10 56-22 80-34" stroke="#f0ece3" strokeWidth="12" />
      <rect x="170" y="70" width="12" height="140" rx="4" fill="#78410f" />
      <g transform="rotate(-6 176 96)">
        <path d="M112 78h118l18 18-18 18H112Z" fill="#f2a626" />
        <text
          x="168"
          y="104"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="26"
          fontWeight="800"
          fill="#0a2511"
        >
          404
        </text>
      </g>
      <g transform="rotate(8 176 140)">
        <path d="M236 126H124l-16 15 16 15h112Z" fill="#1e5b2a" />
        <path
          d="M136 141h82"
          stroke="#b8dbc0"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="14 8"
        />
      </g>
      <YoungPlants
        fill="#35824a"
        plants={[
          [70, 196],
          [290, 192],
          [240, 204, "small"],
        ]}
      />
    </MeadowScene>
  );
}
