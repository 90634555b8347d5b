/*
 * Icons used only by the content pages, drawn like ~/components/ui/icons (24px grid, stroke,
 * currentColor, decorative: the surrounding control carries the accessible name).
 */
import { Icon, type IconProps } from "~/components/ui/icons";

export { CalendarIcon, DownloadIcon, FileTextIcon, SearchIcon } from "~/components/ui/icons";

export const TableIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4" width="17" height="16" rx="2" />
    <path d="M3.5 9.5h17M3.5 15h17M10 9.5V20" />
  </Icon>
);
export const BriefcaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const ViewsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const TractorIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="7" cy="17" r="3" />
    <circle cx="18" cy="18" r="2" />
    <path d="M10 17h6M4 14V8h6l2 6M12 14h7v2M15 14V9h3" />
  </Icon>
);
export const LightbulbIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z" />
  </Icon>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
