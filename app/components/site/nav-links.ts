/** The main navigation of spec 000 §2 (Header), in order. */
export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/academy", label: "Academy" },
  { to: "/training", label: "Training" },
  { to: "/consulting", label: "Consulting" },
  { to: "/research", label: "Research" },
  { to: "/journey", label: "Our Journey" },
  { to: "/contact", label: "Contact" },
] as const;

export const FOOTER_NAV = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/careers", label: "Careers" },
      { to: "/journey", label: "Our Journey" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Services",
    links: [
      { to: "/academy", label: "Academy" },
      { to: "/training", label: "Training" },
      { to: "/consulting", label: "Consulting" },
      { to: "/consultation", label: "Consultation booking" },
      { to: "/research", label: "Research" },
      { to: "/services", label: "Services" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/login", label: "Login" },
      { to: "/register", label: "Register" },
    ],
  },
] as const;
