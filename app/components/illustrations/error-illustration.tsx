/**
 * The drawings of the error pages, as image files rather than components: the root error boundary
 * is in every page's JavaScript, and an error page is rare, so the drawing is fetched only when one
 * is shown. The files are rendered from the components by `npm run illustrations`
 * (scripts/write-illustrations.ts); a test fails when they differ.
 */
export const ERROR_ILLUSTRATIONS = {
  "not-found": "/images/illustrations/lost-field.svg",
  error: "/images/illustrations/storm.svg",
} as const;

export function ErrorIllustration({
  kind,
  className,
}: {
  kind: keyof typeof ERROR_ILLUSTRATIONS;
  className?: string;
}) {
  return (
    <img
      src={ERROR_ILLUSTRATIONS[kind]}
      alt=""
      width={360}
      height={240}
      decoding="async"
      className={className}
    />
  );
}
