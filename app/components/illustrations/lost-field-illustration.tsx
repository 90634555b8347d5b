/** 404: a signpost standing alone in a field, pointing nowhere in particular. */
export function LostFieldIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 240" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="206" rx="168" ry="30" fill="#dcede0" />
      <circle cx="282" cy="56" r="26" fill="#f9c04f" />
      <path
        d="M28 204c36-22 96-34 152-34s116 12 152 34c-30 14-90 24-152 24S58 218 28 204Z"
        fill="#88c095"
      />
      <path
        d="M96 222c30-10 56-22 80-34"
        fill="none"
        stroke="#f0ece3"
        strokeWidth="12"
        strokeLinecap="round"
      />
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
      <g fill="#35824a">
        <path d="M70 196c0-12-8-20-22-20 0 12 8 20 22 20Zm2 0c0-10 7-17 19-17 0 10-7 17-19 17Z" />
        <path d="M290 192c0-12-8-20-22-20 0 12 8 20 22 20Zm2 0c0-10 7-17 19-17 0 10-7 17-19 17Z" />
        <path d="M240 204c0-8-5-13-14-13 0 8 5 13 14 13Zm2 0c0-7 5-11 12-11 0 7-5 11-12 11Z" />
      </g>
    </svg>
  );
}
