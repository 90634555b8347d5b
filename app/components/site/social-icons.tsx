/* Simplified brand glyphs drawn inline (no third-party icon requests). */
type Props = { className?: string };

function Glyph({ className = "size-5", children }: Props & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function FacebookIcon(props: Props) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21Z"
      />
    </Glyph>
  );
}

export function InstagramIcon(props: Props) {
  return (
    <Glyph {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </g>
    </Glyph>
  );
}

export function XIcon(props: Props) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M17.2 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.8-5.5 5.8h-3l7-7.9L1.6 3.5h6.2l4.3 5.3Zm-1 15.3h1.7L7 5.1H5.2Z"
      />
    </Glyph>
  );
}

export function LinkedInIcon(props: Props) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3v11.5H3Zm5.5 0h2.9v1.6c.5-.9 1.6-1.9 3.5-1.9 3.1 0 3.6 2 3.6 4.7v7.1h-3v-6.3c0-1.5 0-3.4-2.1-3.4s-2.4 1.6-2.4 3.3v6.4h-3Z"
      />
    </Glyph>
  );
}

export function YouTubeIcon(props: Props) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z"
      />
    </Glyph>
  );
}
