import { imageSources } from "~/lib/image-sources";

type PictureProps = React.ComponentProps<"img"> & {
  src: string;
  /** How wide the picture shows, for the browser to pick a width (as the `sizes` attribute). */
  sizes: string;
};

/**
 * An <img> that, for our multi-width uploads, lets the browser choose AVIF or WebP at the width
 * the layout needs (a phone on a 360 px screen fetches the 480 px copy, not the 1600 px one).
 * Any other address (our own SVG illustrations, old uploads) is a plain <img>.
 */
export function Picture({ src, sizes, alt = "", ...props }: PictureProps) {
  const sources = imageSources(src);
  if (!sources.webpSrcSet || !sources.avifSrcSet) return <img src={src} alt={alt} {...props} />;
  return (
    // display: contents, so the <img> sizes itself against the same box as before.
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img src={src} alt={alt} sizes={sizes} {...props} />
    </picture>
  );
}

/** Cards in the one-, two- and three-column grids of the catalogue and the journey. */
export const CARD_SIZES = "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw";
