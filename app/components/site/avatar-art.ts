/*
 * Generated avatars: initials on a colour picked from a hash of the e-mail (or name), so a user
 * keeps the same colour everywhere without any external service or network request.
 */

/** Backgrounds that all keep white initials above 4.5:1 contrast. */
export const AVATAR_COLOURS = [
  "#1e5b2a", // brand green
  "#93500b", // harvest amber
  "#1d4f91", // river blue
  "#7a2e5b", // hibiscus
  "#0f5e63", // lagoon teal
  "#5b3f9a", // violet
  "#9a3412", // laterite
  "#3f4f1d", // olive
] as const;

/** FNV-1a: small, fast and stable across runtimes (no crypto needed for a colour choice). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser: FNV's low bits alone repeat for similar seeds (e.g. @example.com e-mails). */
function mix(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function avatarColour(seed: string): string {
  const colour = AVATAR_COLOURS[mix(hashString(seed.trim().toLowerCase())) % AVATAR_COLOURS.length];
  return colour ?? AVATAR_COLOURS[0];
}

/** Up to two initials: first and last word of the name, else the e-mail's first character. */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? "")
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) {
    const letters = [...first].slice(0, 1).join("") + (last ? [...last].slice(0, 1).join("") : "");
    return letters.toLocaleUpperCase("en");
  }
  const fromEmail = [...(email ?? "").trim()].find((c) => /[\p{L}\p{N}]/u.test(c));
  return fromEmail ? fromEmail.toLocaleUpperCase("en") : "?";
}
