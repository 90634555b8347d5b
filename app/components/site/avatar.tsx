import { cn } from "~/components/ui/cn";
import { Picture } from "~/components/ui/picture";
import { avatarColour, initials } from "./avatar-art";

export type AvatarProps = {
  name?: string | null;
  email?: string | null;
  /** An uploaded picture (served by us); when missing, generated initials are drawn inline. */
  image?: string | null;
  /** Diameter in CSS pixels. */
  size?: number;
  className?: string;
};

/** Decorative: always shown next to the person's name, which carries the meaning. */
export function Avatar({ name, email, image, size = 36, className }: AvatarProps) {
  const classes = cn("inline-block shrink-0 rounded-full", className);
  if (image) {
    return (
      <Picture
        src={image}
        sizes={`${size}px`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn(classes, "bg-surface-sunken object-cover")}
        style={{ width: size, height: size }}
      />
    );
  }
  const letters = initials(name, email);
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={classes}
    >
      <circle cx="20" cy="20" r="20" fill={avatarColour(email || name || letters)} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize={letters.length > 1 ? 15 : 17}
        fontWeight="600"
        letterSpacing="0.02em"
      >
        {letters}
      </text>
    </svg>
  );
}
