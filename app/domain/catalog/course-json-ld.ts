/** What the course page knows about a course, enough for search engines' Course markup. */
type CourseForJsonLd = {
  slug: string;
  title: string;
  description: string;
  instructor: string;
  level: string;
  price: number;
  thumbnail: string | null;
  category: string;
  lessonsCount: number;
};

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** schema.org Course with its provider, offer and online instance (JSON-LD). */
export function courseJsonLd(
  course: CourseForJsonLd,
  site: { siteName: string; appUrl: string },
): Record<string, unknown> {
  const url = absolute(site.appUrl, `/academy/${course.slug}`);
  const provider = { "@type": "Organization", name: site.siteName, url: site.appUrl || undefined };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    name: course.title,
    description: course.description,
    url,
    ...(course.thumbnail ? { image: absolute(site.appUrl, course.thumbnail) } : {}),
    inLanguage: "en-NG",
    educationalLevel: course.level,
    provider,
    offers: {
      "@type": "Offer",
      category: course.price === 0 ? "Free" : "Paid",
      price: course.price,
      priceCurrency: "NGN",
      availability: "https://schema.org/InStock",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      instructor: { "@type": "Person", name: course.instructor },
    },
  };
}

/**
 * JSON for an inline <script>: "<" is escaped so text such as "</script>" in a course description
 * cannot end the element early.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
