import { describe, expect, it } from "vitest";
import { courseJsonLd, serializeJsonLd } from "./course-json-ld";

const course = {
  slug: "catfish-farming-for-beginners",
  title: "Catfish Farming for Beginners",
  description: "Ponds, fingerlings and feed.",
  instructor: "Mrs. Funmi Adebayo",
  level: "Beginner",
  price: 12500,
  thumbnail: "/media/courses/livestock.svg",
  category: "livestock",
  lessonsCount: 5,
};
const site = { siteName: "AFA Academy", appUrl: "https://afa.example" };

describe("courseJsonLd", () => {
  it("describes a Course with its Organization provider, NGN offer and instructor", () => {
    const ld = courseJsonLd(course, site);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      url: "https://afa.example/academy/catfish-farming-for-beginners",
      image: "https://afa.example/media/courses/livestock.svg",
      provider: { "@type": "Organization", name: "AFA Academy" },
      offers: { "@type": "Offer", price: 12500, priceCurrency: "NGN", category: "Paid" },
      hasCourseInstance: {
        courseMode: "Online",
        instructor: { "@type": "Person", name: "Mrs. Funmi Adebayo" },
      },
    });
    expect(courseJsonLd({ ...course, price: 0 }, site).offers).toMatchObject({
      category: "Free",
      price: 0,
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses back", () => {
    const value = { description: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(value);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(value);
  });
});
