/**
 * Each linked page's label key (common.nav), written once so the header and the footer name a
 * page alike in every language.
 */
const PAGE_LABELS = {
  "/": "home",
  "/about": "about",
  "/academy": "academy",
  "/training": "training",
  "/consulting": "consulting",
  "/consultation": "consultation",
  "/research": "research",
  "/services": "services",
  "/journey": "journey",
  "/careers": "careers",
  "/contact": "contact",
  "/privacy-policy": "privacy",
  "/terms-of-service": "terms",
  "/login": "login",
  "/register": "register",
} as const;

export type NavLabel = (typeof PAGE_LABELS)[keyof typeof PAGE_LABELS];

const pickLinks = (...paths: (keyof typeof PAGE_LABELS)[]) =>
  paths.map((to) => ({ to, label: PAGE_LABELS[to] }));

/** The header's main navigation, in order. */
export const MAIN_NAV = pickLinks(
  "/",
  "/about",
  "/academy",
  "/training",
  "/consulting",
  "/research",
  "/journey",
  "/contact",
);

export const FOOTER_NAV = [
  { title: "company", links: pickLinks("/about", "/careers", "/journey", "/contact") },
  {
    title: "services",
    links: pickLinks(
      "/academy",
      "/training",
      "/consulting",
      "/consultation",
      "/research",
      "/services",
    ),
  },
  {
    title: "resources",
    links: pickLinks("/privacy-policy", "/terms-of-service", "/login", "/register"),
  },
] as const;
