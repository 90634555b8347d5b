import { MeadowScene } from "./scene-parts";

/** Where each slanted streak of rain starts. */
const RAIN = [
  [142, 122],
  [172, 128],
  [202, 122],
  [232, 128],
] as const;

/** Server error: a passing rain cloud over a sprout that is still standing. */
export function StormIllustration({ className }: { className?: string }) {
  return (
    <MeadowScene className={className}>
      <g fill="#c9c2b4">
        <circle cx="150" cy="70" r="34" />
        <circle cx="196" cy="58" r="42" />
        <circle cx="236" cy="78" r="28" />
        <rect x="116" y="72" width="148" height="34" rx="17" />
      </g>
      <g stroke="#1d4f91" strokeWidth="4" strokeLinecap="round" opacity="0.55">
        {RAIN.map(([x, y]) => (
          <path key={x} d={`M${x} ${y}l-6 14`} />
        ))}
      </g>
      <path d="M180 196v-34" stroke="#1e5b2a" strokeWidth="6" strokeLinecap="round" />
      <path d="M178 176c0-14-9-24-26-24 0 14 9 24 26 24Z" fill="#35824a" />
      <path d="M182 182c0-12 8-20 22-20 0 12-8 20-22 20Z" fill="#56a067" />
    </MeadowScene>
  );
}
