import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "./organization";

const site = {
  siteName: "AFA Academy",
  slogan: "Learn to produce more.",
  contactEmail: "info@afa-academy.ng",
  phone: "+234 800 000 0000",
  address: "12 Farm Road, Ikeja",
  social: { facebook: "https://facebook.com/afa", instagram: "", x: "", linkedin: "", youtube: "" },
};

describe("organizationJsonLd", () => {
  it("describes the organisation from the settings, in Lagos, Nigeria", () => {
    const ld = organizationJsonLd(site, "https://afa.example");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "AFA Academy",
      url: "https://afa.example/",
      logo: "https://afa.example/logo.png",
      address: { addressLocality: "Lagos", addressCountry: "NG", streetAddress: site.address },
      contactPoint: [{ telephone: site.phone, email: site.contactEmail }],
      sameAs: ["https://facebook.com/afa"],
    });
  });

  it("leaves sameAs out when no social link is set", () => {
    const ld = organizationJsonLd(
      { ...site, social: { facebook: "", instagram: "" } },
      "https://afa.example",
    );
    expect(ld).not.toHaveProperty("sameAs");
  });
});
