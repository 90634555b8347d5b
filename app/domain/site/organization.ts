/** The site settings the organisation's structured data is built from (root loader's `site`). */
export type OrganizationSite = {
  siteName: string;
  slogan?: string;
  contactEmail: string;
  phone: string;
  address: string;
  social: Record<string, string>;
};

/** A 512×512 PNG of the logo mark, in public/ (search engines want a raster logo). */
export const LOGO_PATH = "/logo.png";

/**
 * schema.org Organization for the home page: name, address and contact from the admin's settings,
 * so search results show what the site itself shows.
 */
export function organizationJsonLd(site: OrganizationSite, origin: string) {
  const sameAs = Object.values(site.social).filter((url) => url.length > 0);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    ...(site.slogan ? { slogan: site.slogan } : {}),
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    email: site.contactEmail,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address,
      addressLocality: "Lagos",
      addressRegion: "Lagos",
      addressCountry: "NG",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone,
        email: site.contactEmail,
        areaServed: "NG",
        availableLanguage: ["English"],
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
