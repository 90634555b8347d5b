// Icons only the catalogue uses (24px grid, stroke-based, currentColor, decorative by default).
import { Icon, type IconProps } from "~/components/ui/icons";

export { AwardIcon, DownloadIcon, FileTextIcon, SearchIcon } from "~/components/ui/icons";

export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </Icon>
);
export const StarIcon = ({ className = "size-5", ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...p}>
    <path
      fill="currentColor"
      d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z"
    />
  </svg>
);
export const LayersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3.5 9 4.5-9 4.5L3 8Z" />
    <path d="m3 12 9 4.5 9-4.5M3 16l9 4.5 9-4.5" />
  </Icon>
);
export const PlayIcon = ({ className = "size-5", ...p }: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...p}>
    <path
      fill="currentColor"
      d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z"
    />
  </svg>
);
