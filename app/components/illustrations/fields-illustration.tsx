/** Auth side panel: sun over terraced fields with a broad leaf, on the brand green. */
export function FieldsIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <g stroke="#f9c04f" strokeWidth="4" strokeLinecap="round" opacity="0.7">
        <path d="M300 22v14M300 136v14M236 86h14M350 86h14M255 41l10 10M335 121l10 10M255 131l10-10M335 51l10-10" />
      </g>
      <circle cx="300" cy="86" r="36" fill="#f9c04f" />
      <path d="M0 178c70-30 150-34 220-18s130 12 180-6v146H0Z" fill="#256b39" />
      <path d="M0 214c90-26 190-26 280-6 46 10 86 8 120 0v92H0Z" fill="#35824a" />
      <path d="M0 252c120-22 260-22 400 0v48H0Z" fill="#56a067" />
      <g fill="none" stroke="#88c095" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        <path d="M20 226c80-18 170-20 250-6" />
        <path d="M40 240c80-16 160-16 240-4" />
        <path d="M10 270c120-14 250-14 380 0" />
        <path d="M30 286c110-10 230-10 340 0" />
      </g>
      <g transform="translate(70 66) rotate(-18)">
        <path d="M0 130C-6 70 24 18 92 0c10 64-20 118-92 130Z" fill="#b8dbc0" />
        <path
          d="M0 130C18 96 44 60 80 20"
          fill="none"
          stroke="#1e5b2a"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <g fill="none" stroke="#1e5b2a" strokeWidth="2.5" strokeLinecap="round" opacity="0.7">
          <path d="M22 98c10 0 22-4 34-12" />
          <path d="M36 76c8 0 18-2 30-8" />
          <path d="M16 86c-2-12 0-24 6-36" />
          <path d="M34 62c-2-10 0-20 6-30" />
        </g>
      </g>
    </svg>
  );
}
