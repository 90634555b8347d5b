/** Each linked page's label, written once so the header and the footer name a page alike. */
const PAGE_LABELS = {
  "/": "Home",
  "/about": "About",
  "/academy": "Academy",
  "/training": "Training",
  "/consulting": "Consulting",
  "/consultation": "Consultation booking",
  "/research": "Research",
  "/services": "Services",
  "/journey": "Our Journey",
  "/careers": "Careers",
  "/contact": "Contact",
  "/privacy-policy": "Privacy Policy",
  "/terms-of-service": "Terms of Service",
  "/login": "Login",
  "/register": "Register",
} as const;

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
  { title: "Company", links: pickLinks("/about", "/careers", "/journey", "/contact") },
  {
    title: "Services",
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
    title: "Resources",
    links: pickLinks("/privacy-policy", "/terms-of-service", "/login", "/register"),
  },
];
