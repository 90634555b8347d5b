import { useNonce } from "~/components/nonce";
import { jsonLdText } from "~/lib/json-ld";

/** A page's schema.org markup for search engines, as the one inline script the CSP allows by nonce. */
export function JsonLd({ value }: { value: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide a nonce after parsing, so the client never sees the server's value.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own data, with "<" escaped by jsonLdText.
      dangerouslySetInnerHTML={{ __html: jsonLdText(value) }}
    />
  );
}
