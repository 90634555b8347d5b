import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from "~/components/ui/icons";
import { common } from "~/i18n/messages/common";
import { useT } from "~/i18n/react";

type Social = {
  facebook: string;
  instagram: string;
  x: string;
  linkedin: string;
  youtube: string;
};

const NETWORKS = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "x", label: "X (Twitter)", Icon: XIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "youtube", label: "YouTube", Icon: YouTubeIcon },
] as const;

/** The networks that have a link in the settings, in a fixed order. */
export function configuredNetworks(social: Social) {
  return NETWORKS.filter(({ key }) => social[key].trim() !== "");
}

/** 'Follow Us' buttons (new tab); only the networks that have a link in the settings. */
export function SocialButtons({ social }: { social: Social }) {
  const networks = configuredNetworks(social);
  const newTab = useT(common).newTab;
  if (networks.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-full border border-border-strong bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:focus-ring"
          >
            <Icon className="size-5" />
            {label}
            <span className="sr-only"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
