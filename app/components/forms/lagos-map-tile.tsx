import { mapsSearchLink } from "~/components/site/contact-links";
import { ExternalLinkIcon, MapPinIcon } from "~/components/ui/icons";
import { common } from "~/i18n/messages/common";
import { publicForms } from "~/i18n/messages/public-forms";
import { useT } from "~/i18n/react";

/**
 * A drawn map of Lagos that opens the real one in a new tab: no embedded map, so nothing loads
 * from a third party until the visitor asks for it.
 */
export function LagosMapTile({ address }: { address: string }) {
  const t = useT(publicForms).map;
  const newTab = useT(common).newTab;
  return (
    <a
      href={mapsSearchLink(address)}
      target="_blank"
      rel="noopener noreferrer"
      className="group block overflow-hidden rounded-xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md focus-visible:focus-ring"
    >
      <LagosMapIllustration className="block h-auto w-full" />
      <span className="flex items-center gap-3 border-t border-border px-4 py-3">
        <MapPinIcon className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{address}</span>
          <span className="block text-sm text-ink-muted">
            {t.openInMaps}
            <span className="sr-only"> {newTab}</span>
          </span>
        </span>
        <ExternalLinkIcon className="size-5 shrink-0 text-ink-muted transition-colors group-hover:text-brand-700" />
      </span>
    </a>
  );
}

/** Lagoon, coast, islands, bridges and a pin: a stylised Lagos, not a to-scale map. */
function LagosMapIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 300"
      width="600"
      height="300"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="600" height="300" fill="#f3efe4" />
      {/* Mainland parks and farmland. */}
      <path d="M40 30h90l20 40-50 22-60-12Z" fill="#dcede0" />
      <path d="M430 20h120v60l-70 18-50-30Z" fill="#dcede0" />
      <path d="M250 40c30-8 60-4 80 8l-10 30-60 6-20-20Z" fill="#e8f2e1" />
      {/* Lagos Lagoon. */}
      <path
        d="M0 150c50-20 110-28 160-16 40 10 60 40 110 42 60 2 90-40 150-46 60-6 120 14 180 8v52c-60 8-120-6-170 4-50 10-70 40-130 40-50 0-80-26-130-30-60-4-120 14-170 18Z"
        fill="#bcdcee"
      />
      {/* Atlantic coast. */}
      <path d="M0 262c100-10 200-4 300 0s200 4 300-6v44H0Z" fill="#9ccbe6" />
      <path
        d="M0 262c100-10 200-4 300 0s200 4 300-6"
        fill="none"
        stroke="#f3e2b8"
        strokeWidth="6"
      />
      {/* Minor streets. */}
      <g stroke="#ffffff" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M20 110h180M60 40v90M150 60l30 70M300 20v110M360 30l-20 100M460 30v100M520 100h70" />
        <path d="M40 240h140M110 225v30M380 232h180M470 222v30" />
      </g>
      {/* Expressways and the bridges across the lagoon. */}
      <g stroke="#f9c04f" strokeWidth="8" strokeLinecap="round" fill="none">
        <path d="M0 128c120-10 240-14 360-8s160 10 240 2" />
        <path d="M250 20c-10 70-20 140-40 230" />
        <path d="M420 60c10 60 20 120 10 190" />
        <path d="M30 250c150-6 300-8 560-10" />
      </g>
      <g stroke="#e2ddd2" strokeWidth="2" fill="none">
        <path d="M246 150l-10 60M424 150l4 60" strokeDasharray="4 6" />
      </g>
      {/* The pin. */}
      <ellipse cx="330" cy="236" rx="22" ry="6" fill="#1c1a17" opacity="0.15" />
      <circle cx="330" cy="200" r="34" fill="#1e5b2a" opacity="0.12" />
      <path d="M330 236c-4-10-28-34-28-56a28 28 0 0 1 56 0c0 22-24 46-28 56Z" fill="#1e5b2a" />
      <circle cx="330" cy="180" r="10" fill="#ffffff" />
      <text
        x="372"
        y="186"
        fill="#184a23"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
      >
        Lagos
      </text>
    </svg>
  );
}
