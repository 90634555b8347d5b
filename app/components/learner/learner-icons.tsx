// Icons of the learner area (24px grid, stroke-based, currentColor, decorative by default).
import { Icon, type IconProps } from "~/components/ui/icons";

export { LockIcon } from "~/components/catalog/catalog-icons";
export { TrendingUpIcon } from "~/components/forms/form-icons";

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z" />
    <path d="M10 21h4" />
  </Icon>
);
export const SettingsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
  </Icon>
);
export const BarChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20.5h16M7 17v-5M12 17V7M17 17v-8" />
  </Icon>
);
export const FlameIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4.5-4-6.5-4.5-11-2.5 1.5-4.5 4.5-4 8-1-.5-2-1.8-2.2-3C6.3 10.2 5.5 12.3 5.5 14.5A6.5 6.5 0 0 0 12 21Z" />
  </Icon>
);
export const TrophyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0Z" />
    <path d="M8 5.5H4.5A3.5 3.5 0 0 0 8 10M16 5.5h3.5A3.5 3.5 0 0 1 16 10M12 13v4M8.5 20.5h7M9.5 17h5" />
  </Icon>
);
export const HeadsetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M18.5 19.5a3 3 0 0 1-3 2H13" />
  </Icon>
);
