import { type Point, RoundStroke, SkyFrame } from "./scene-parts";

const CROPS = [40, 72, 104, 136, 168, 200];

/** The seated farmers, left to right: where each sits and what they wear. */
const FARMERS: { at: Point; shirt: string; skin: string; headscarf?: string }[] = [
  { at: [70, 266], shirt: "#1d4f91", skin: "#633611" },
  { at: [140, 272], shirt: "#93500b", skin: "#78410f", headscarf: "#b42318" },
  { at: [232, 282], shirt: "#184a23", skin: "#633611" },
];

/**
 * About hero: a field lesson under a shade tree — a trainer at a flip chart showing a sprout,
 * farmers seated in front, young crops behind. Inline, no image request.
 */
export function AboutIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 400" className={className} aria-hidden="true" focusable="false">
      <SkyFrame id="about" frame={[10, 10, 500, 380]} sun={[132, 96, 58, 34]}>
        <path d="M10 214c90-34 180-36 270-16s160 10 230-6v198H10Z" fill="#b8dbc0" />
        {/* Rows of young crops on the far field. */}
        <g fill="#56a067">
          {CROPS.map((x) => (
            <g key={x}>
              <ellipse cx={x} cy={236} rx="9" ry="5" />
              <ellipse cx={x + 14} cy={254} rx="10" ry="5.5" />
            </g>
          ))}
        </g>
        <path d="M10 282c120-30 260-34 500-10v118H10Z" fill="#56a067" />
        <path d="M10 330c160-24 330-26 500-6v66H10Z" fill="#35824a" />

        {/* Shade tree. */}
        <rect x="392" y="150" width="16" height="150" rx="6" fill="#78410f" />
        <path
          d="M400 214l-34-38M400 196l30-34"
          stroke="#78410f"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <circle cx="400" cy="120" r="70" fill="#256b39" />
        <circle cx="344" cy="148" r="44" fill="#1e5b2a" />
        <circle cx="458" cy="150" r="46" fill="#35824a" />
        <circle cx="402" cy="78" r="40" fill="#35824a" />

        {/* Flip chart with the sprout. */}
        <g transform="translate(206 146)">
          <path
            d="M12 124 34 40M88 124 66 40M50 80v46"
            stroke="#633611"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <rect
            x="0"
            y="0"
            width="100"
            height="86"
            rx="6"
            fill="#fff"
            stroke="#c9c2b4"
            strokeWidth="2"
          />
          <path d="M50 70V38" stroke="#1e5b2a" strokeWidth="4" strokeLinecap="round" />
          <path d="M49.4 48c0-10-6.8-16.6-18.4-16.6 0 10.1 7.1 16.6 18.4 16.6Z" fill="#35824a" />
          <path d="M50.6 54c0-8.8 6.2-14.8 16.6-14.8 0 9.2-6.4 14.8-16.6 14.8Z" fill="#88c095" />
          <RoundStroke d="M30 72c13-4 27-4 40 0" stroke="#f2a626" strokeWidth="3.5" />
        </g>

        {/* Trainer, pointing at the chart. */}
        <g transform="translate(318 176)">
          <path d="M8 98v34M32 98v34" stroke="#1c1a17" strokeWidth="9" strokeLinecap="round" />
          <path d="M2 46c0-12 8-20 18-20s18 8 18 20v54H2Z" fill="#f2a626" />
          <path d="M8 40-20 20" stroke="#78410f" strokeWidth="8" strokeLinecap="round" />
          <circle cx="20" cy="14" r="13" fill="#78410f" />
          <path d="M7 11c2-11 24-12 26 0-6-4-20-4-26 0Z" fill="#1c1a17" />
        </g>

        {/* Seated farmers, seen from behind. */}
        {FARMERS.map(({ at: [x, y], shirt, skin, headscarf }) => (
          <g key={x} transform={`translate(${x} ${y})`}>
            <path d="M0 58c0-22 10-40 22-40s22 18 22 40Z" fill={shirt} />
            <circle cx="22" cy="2" r="14" fill={skin} />
            {headscarf ? <path d="M7 -2c2-14 28-14 30 0-8-4-22-4-30 0Z" fill={headscarf} /> : null}
          </g>
        ))}
      </SkyFrame>
    </svg>
  );
}
