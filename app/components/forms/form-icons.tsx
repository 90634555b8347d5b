/* Icons used only by the consulting, booking and contact pages (same grid as ui/icons). */
import { Icon, type IconProps } from "~/components/ui/icons";

export { CalendarIcon, TargetIcon } from "~/components/ui/icons";

export const ClipboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
    <path d="M9 4.5V3.5h6v1M9 11h6M9 15h4" />
  </Icon>
);
export const SearchCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M7.8 10.6l1.9 1.9 3.5-3.6" />
  </Icon>
);
export const TrendingUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </Icon>
);
export const HandshakeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 11.5 6 8l3 1 3-2.5 3 .5 3.5-1L21.5 10M2.5 11.5l4 4.5M21.5 10l-3.5 5" />
    <path d="m9.5 9 3 3a1.4 1.4 0 0 0 2-2M8 16.5l1.5 1.5M10.5 14.5l2 2.2M13 12.5l2.4 2.6" />
  </Icon>
);
export const FactoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 20.5V10l5 3V10l5 3V6.5h3l1 6 4-2v10Z" />
    <path d="M7 17h2M12 17h2M17 17h1" />
  </Icon>
);
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3 10.5 13.5M21 3l-6.5 18-4-7.5L3 9.5Z" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9c-2.5-2.5-3.7-5.5-3.7-9S9.5 5.5 12 3Z" />
  </Icon>
);
