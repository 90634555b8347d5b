import { videoType } from "~/lib/video";

export const VIDEO_POSTER = "/media/video/afa-intro-poster.jpg";

export type VideoDialogOptions = {
  /** The course's title: the dialog's name. */
  title: string;
  /** Our own film (an /uploads/… or /media/… path). */
  src: string;
};

const SVG_NS = "http://www.w3.org/2000/svg";

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", "2");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "size-6");
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", "M6 6l12 12M18 6 6 18");
  svg.append(path);
  return svg;
}

/**
 * Plays a course's intro film in a native modal dialog, built only when asked for so no byte of
 * the film is fetched before. The same code serves the React pages and the script-light public
 * pages (app/enhance/enhance.client.ts). Escape, the close button and a tap on the backdrop close
 * it; the sound stops, the player is removed and focus returns to the control that opened it.
 */
export function openVideoDialog({ title, src }: VideoDialogOptions, opener?: HTMLElement | null) {
  const dialog = document.createElement("dialog");
  const titleId = `video-dialog-title-${Date.now().toString(36)}`;
  dialog.setAttribute("aria-labelledby", titleId);
  dialog.className =
    "fixed inset-0 z-[80] m-auto h-fit w-[calc(100vw-2rem)] max-w-4xl overflow-hidden rounded-xl bg-brand-950 p-0 text-white shadow-lg backdrop:bg-ink/80 focus-visible:focus-ring";

  const header = document.createElement("div");
  header.className = "flex items-center gap-3 px-4 py-3 sm:px-5";
  const heading = document.createElement("h2");
  heading.id = titleId;
  heading.className = "min-w-0 flex-1 truncate text-base font-semibold sm:text-lg";
  heading.textContent = title;
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close video");
  close.className =
    "flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:focus-ring";
  close.append(closeIcon());
  close.addEventListener("click", () => dialog.close());
  header.append(heading, close);

  const video = document.createElement("video");
  video.controls = true;
  video.preload = "none";
  video.autoplay = true;
  video.playsInline = true;
  video.poster = VIDEO_POSTER;
  video.width = 640;
  video.height = 360;
  video.setAttribute("aria-label", `${title}: introduction video`);
  // Landscape phones: the whole player stays on screen.
  video.className =
    "block aspect-video h-auto max-h-[calc(100dvh-6rem)] w-full bg-black object-contain";
  const source = document.createElement("source");
  source.src = src;
  const type = videoType(src);
  if (type) source.type = type;
  video.append(source);

  dialog.append(header, video);
  dialog.addEventListener("click", (event) => {
    // A click on the dialog box itself (not its contents) is a click on the backdrop.
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => {
    video.pause();
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return dialog;
}
