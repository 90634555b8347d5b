import { describe, expect, it } from "vitest";
import { courseJsonLd, courseWorkload } from "./course-json-ld";

const course = {
  slug: "catfish-farming-for-beginners",
  title: "Catfish Farming for Beginners",
  description: "Ponds, fingerlings and feed.",
  instructor: "Mrs. Funmi Adebayo",
  level: "Beginner",
  priceKobo: 1_250_050,
  thumbnail: "/media/courses/livestock.svg",
  category: "livestock",
  lessonsCount: 2,
  language: "yo" as const,
  lessons: [{ durationSeconds: 2400 }, { durationSeconds: 1500 }],
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
      offers: { "@type": "Offer", price: 12500.5, priceCurrency: "NGN", category: "Paid" },
      inLanguage: "yo-NG",
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Online",
        courseWorkload: "PT1H5M",
        instructor: { "@type": "Person", name: "Mrs. Funmi Adebayo" },
      },
    });
    expect(courseJsonLd({ ...course, priceKobo: 0 }, site).offers).toMatchObject({
      category: "Free",
      price: 0,
    });
  });
});

describe("courseWorkload", () => {
  it("adds up the lessons' measured media, and says nothing while a lesson has none", () => {
    expect(courseWorkload([{ durationSeconds: 754 }, { durationSeconds: 1800 }])).toBe("PT43M");
    expect(courseWorkload([{ durationSeconds: 7200 }])).toBe("PT2H");
    expect(courseWorkload([{ durationSeconds: 12 }])).toBe("PT1M");
    expect(courseWorkload([{ durationSeconds: 600 }, { durationSeconds: null }])).toBeUndefined();
    expect(courseWorkload([])).toBeUndefined();
  });
});
