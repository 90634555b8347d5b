import { ExternalLinkIcon } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import { common } from "~/i18n/messages/common";
import { contentPages } from "~/i18n/messages/content-pages";
import { useT } from "~/i18n/react";
import { isOwnVideo, videoType } from "~/lib/video";

/** The poster every inline video shows until it is played (the video itself loads on demand). */
export const VIDEO_POSTER_URL = "/media/video/afa-intro-poster.jpg";

type MediaItem = {
  type: string;
  title: string;
  description: string;
  thumbnail: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
};

/**
 * The item's video, played inline from our own server (nothing loads before Play: preload none),
 * or its picture. A video hosted elsewhere is a link, never an embed.
 */
export function JourneyMedia({ item }: { item: MediaItem }) {
  const t = useT(contentPages).media;
  const newTab = useT(common).newTab;
  const video = item.videoUrl;
  if (video && isOwnVideo(video)) {
    return (
      <figure>
        {/* biome-ignore lint/a11y/useMediaCaption: our short demonstration films have no captions file yet; the article text below carries the content. */}
        <video
          controls
          preload="none"
          poster={VIDEO_POSTER_URL}
          width={640}
          height={360}
          playsInline
          className="aspect-video w-full rounded-xl bg-brand-950 shadow-sm"
        >
          <source src={video} type={videoType(video)} />
          <p className="p-4 text-white">
            {t.cannotPlay}{" "}
            <a href={video} className="underline">
              {t.downloadVideo}
            </a>
            .
          </p>
        </video>
        <figcaption className="mt-2 text-sm text-ink-muted">
          {t.caption({ title: item.title })}{" "}
          <a
            href={video}
            download
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t.downloadOffline}
          </a>
        </figcaption>
      </figure>
    );
  }
  const image = item.imageUrl ?? item.thumbnail;
  return (
    <>
      {image ? (
        <Picture
          src={image}
          sizes="(min-width: 768px) 720px, 100vw"
          // A photo story's picture is its content; elsewhere the picture illustrates the title.
          alt={item.type === "image" ? item.description : ""}
          width={640}
          height={360}
          fetchPriority="high"
          className="aspect-video w-full rounded-xl bg-surface-sunken object-cover shadow-sm"
        />
      ) : null}
      {video ? (
        <a
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t.watch}
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">{newTab}</span>
        </a>
      ) : null}
    </>
  );
}
