import { cn } from "~/components/ui/cn";
import { ExternalLinkIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { openVideoDialog, VIDEO_POSTER } from "~/enhance/video-dialog";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";
import { isOwnVideo, videoType } from "~/lib/video";

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
 * to the course page, where the same film is inline; on the script-light public pages the
 * enhancement script turns that link into the button (its data-video-* attributes say what to
 * play). Nothing is downloaded until the learner asks for it: the player is built on demand.
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
  const own = isOwnVideo(videoUrl);

  // A film hosted elsewhere cannot play in our dialog: the course page links to it.
  if (!hydrated || !own) {
    return (
      <Link
        to={`/academy/${slug}#intro-video`}
        aria-label={label}
        className={className}
        data-video-src={own ? videoUrl : undefined}
        data-video-title={own ? title : undefined}
      >
        {children}
      </Link>
    );
  }

  return (
    <button
      type="button"
      aria-label={label}
      className={className}
      onClick={(event) => openVideoDialog({ title, src: videoUrl }, event.currentTarget)}
    >
      {children}
    </button>
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
  const t = useT(catalog);
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
          {t.video.watchIntro({ title })}
          <ExternalLinkIcon className="size-5 shrink-0" />
          <span className="sr-only">{t.video.otherSite}</span>
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
      aria-label={t.video.videoLabel({ title })}
      className={cn("block aspect-video h-auto w-full bg-black", className)}
      {...props}
    >
      <source src={src} type={videoType(src)} />
      <p className="p-4">
        {t.video.cannotPlay} <a href={src}>{t.video.download}</a> {t.video.instead}
      </p>
    </video>
  );
}
