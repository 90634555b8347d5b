import { rgb } from "pdf-lib";

// The design tokens of app/app.css as PDF colours, for every document we draw (certificates,
// receipts), so a PDF looks like the site that issued it.

/** "#1e5b2a" → a pdf-lib colour. */
export function hex(value: string) {
  return rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
}

export const PDF_COLOURS = {
  brand700: hex("#1e5b2a"),
  brand50: hex("#f0f7f1"),
  brand200: hex("#b8dbc0"),
  accent500: hex("#dc8a0c"),
  ink: hex("#1c1a17"),
  inkMuted: hex("#57524b"),
  white: rgb(1, 1, 1),
} as const;
