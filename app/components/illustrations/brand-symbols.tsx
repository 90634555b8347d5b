/*
 * The three parts of the AFA mark drawn on their own, for the About page's "brand symbols"
 * section; the shapes are the logo's own (app/components/site/logo.tsx), enlarged.
 */
import { SunRays } from "./scene-parts";

type SymbolProps = { className?: string };

/** The mark's dark green rounded square that each part is drawn on. */
function SymbolTile({ className, children }: SymbolProps & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1e5b2a" />
      {children}
    </svg>
  );
}

/** The sprout: a stem with two leaves, white and light green, rising from the ground. */
export function SproutSymbol({ className }: SymbolProps) {
  return (
    <SymbolTile className={className}>
      <path d="M32 50V24" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M31.4 33c0-9-6.1-14.9-16.6-14.9 0 9.1 6.4 14.9 16.6 14.9Z" fill="#fff" />
      <path d="M32.6 37.4c0-7.9 5.6-13.3 14.9-13.3 0 8.3-5.8 13.3-14.9 13.3Z" fill="#b8dbc0" />
      <path d="M18 51c9-2.6 19-2.6 28 0" stroke="#88c095" strokeWidth="3" strokeLinecap="round" />
    </SymbolTile>
  );
}

/** The harvest sun, with short rays. */
export function SunSymbol({ className }: SymbolProps) {
  return (
    <SymbolTile className={className}>
      <SunRays center={[32, 32]} straight={[17, 23]} diagonal={[12, 16.3]} strokeWidth={3.5} />
      <circle cx="32" cy="32" r="11" fill="#f2a626" />
    </SymbolTile>
  );
}

/** The furrow: the amber curve of ploughed land the sprout grows from. */
export function FurrowSymbol({ className }: SymbolProps) {
  return (
    <SymbolTile className={className}>
      <g fill="none" strokeLinecap="round">
        <path d="M10 44c7-3.3 14.4-5 22-5s15 1.7 22 5" stroke="#f2a626" strokeWidth="4" />
        <path d="M14 33c5.8-2.4 11.8-3.6 18-3.6s12.2 1.2 18 3.6" stroke="#56a067" strokeWidth="3" />
        <path d="M18 23.5c4.5-1.6 9.2-2.4 14-2.4s9.5.8 14 2.4" stroke="#35824a" strokeWidth="3" />
      </g>
    </SymbolTile>
  );
}
