/** Server error: a passing rain cloud over a sprout that is still standing. */
export function StormIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="206" rx="168" ry="30" fill="#dcede0" />
      <path
        d="M28 204c36-22 96-34 152-34s116 12 152 34c-30 14-90 24-152 24S58 218 28 204Z"
        fill="#88c095"
      />
      <g fill="#c9c2b4">
        <circle cx="150" cy="70" r="34" />
        <circle cx="196" cy="58" r="42" />
        <circle cx="236" cy="78" r="28" />
        <rect x="116" y="72" width="148" height="34" rx="17" />
      </g>
      <g stroke="#1d4f91" strokeWidth="4" strokeLinecap="round" opacity="0.55">
        <path d="M142 122l-6 14" />
        <path d="M172 128l-6 14" />
        <path d="M202 122l-6 14" />
        <path d="M232 128l-6 14" />
      </g>
      <path d="M180 196v-34" stroke="#1e5b2a" strokeWidth="6" strokeLinecap="round" />
      <path d="M178 176c0-14-9-24-26-24 0 14 9 24 26 24Z" fill="#35824a" />
      <path d="M182 182c0-12 8-20 22-20 0 12-8 20-22 20Z" fill="#56a067" />
    </svg>
  );
}
