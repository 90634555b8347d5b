import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { CloseIcon, ExternalLinkIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { isOwnVideo, videoType } from "~/lib/video";

export const VIDEO_POSTER = "/media/video/afa-intro-poster.jpg";

type IntroVideoProps = {
  title: string;
  slug: string;
  videoUrl: string;
  /** The control's accessible name, e.g. "Play the introduction to Cassava Production". */
  label?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * Plays a course's intro film in a dialog. Before JavaScript (or without it) the control is a link
 * to the course page, where the same film is inline. Nothing is downloaded until the learner asks
 * for it: the player only exists while the dialog is open.
 */
export function IntroVideoDialog({
  title,
  slug,
  videoUrl,
  label,
  className,
  children,
}: IntroVideoProps) {
  const hydrated = useHydrated();
  const video = useRef<HTMLVideoElement>(null);

  // A film hosted elsewhere cannot play in our dialog: the course page links to it.
  if (!hydrated || !isOwnVideo(videoUrl)) {
    return (
      <Link to={`/academy/${slug}#intro-video`} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        // Stop the sound at once; the player is then removed with the dialog.
        if (!open) video.current?.pause();
      }}
    >
      <Dialog.Trigger aria-label={label} className={className}>
        {children}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink/80 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[80] w-[calc(100vw-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-brand-950 text-white shadow-lg focus-visible:focus-ring"
        >
          <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close video"
              className="flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:focus-ring"
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <CourseVideo
            ref={video}
            src={videoUrl}
            title={title}
            autoPlay
            // Landscape phones: the whole player stays on screen.
            className="max-h-[calc(100dvh-6rem)] object-contain"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The intro film player: our own file, poster first, no bytes fetched before play. A film hosted
 * on another site is a link to it over the poster (we never embed other sites' players).
 */
export function CourseVideo({
  src,
  title,
  className,
  ...props
}: { src: string; title: string } & Omit<React.ComponentProps<"video">, "src" | "title">) {
  if (!isOwnVideo(src)) {
    return (
      <div
        id={props.id}
        className={cn("relative aspect-video w-full overflow-hidden bg-brand-950", className)}
      >
        <img
          src={VIDEO_POSTER}
          alt=""
          width={640}
          height={360}
          className="size-full object-cover opacity-60"
        />
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="absolute inset-0 flex items-center justify-center gap-2 p-4 text-center font-semibold text-white underline underline-offset-4 focus-visible:focus-ring"
        >
          Watch the introduction to {title}
          <ExternalLinkIcon className="size-5 shrink-0" />
          <span className="sr-only">(opens another website in a new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={VIDEO_POSTER}
      width={640}
      height={360}
      aria-label={`${title}: introduction video`}
      className={cn("block aspect-video h-auto w-full bg-black", className)}
      {...props}
    >
      <source src={src} type={videoType(src)} />
      <p className="p-4">
        Your browser cannot play this video. <a href={src}>Download the video</a> instead.
      </p>
    </video>
  );
}
