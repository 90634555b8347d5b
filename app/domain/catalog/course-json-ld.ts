import { HTML_LANG, type Locale } from "~/i18n/locales";
import { absoluteUrl } from "~/lib/json-ld";

/** What the course page knows about a course, enough for search engines' Course markup. */
type CourseForJsonLd = {
  slug: string;
  title: string;
  description: string;
  instructor: string;
  level: string;
  /** In kobo; the offer states it in naira, as schema.org's price is in the currency's unit. */
  priceKobo: number;
  thumbnail: string | null;
  category: string;
  lessonsCount: number;
  /** The language the course is taught in. */
  language: Locale;
  /** The lessons' media, in seconds as measured from the files; null for lessons without one. */
  lessons: readonly { durationSeconds: number | null }[];
};

/**
 * The time it takes to watch every lesson, as an ISO 8601 duration ("PT1H25M"), from the media's
 * measured lengths; undefined while any lesson has none, so the figure is never a guess.
 */
export function courseWorkload(lessons: CourseForJsonLd["lessons"]): string | undefined {
  if (lessons.length === 0 || lessons.some((l) => !l.durationSeconds)) return undefined;
  const minutes = Math.max(
    1,
    Math.round(lessons.reduce((sum, l) => sum + (l.durationSeconds ?? 0), 0) / 60),
  );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest ? `${rest}M` : ""}`;
}

/** schema.org Course with its provider, offer and online instance (JSON-LD). */
export function courseJsonLd(
  course: CourseForJsonLd,
  site: { siteName: string; appUrl: string },
): Record<string, unknown> {
  const url = absoluteUrl(site.appUrl, `/academy/${course.slug}`);
  const provider = { "@type": "Organization", name: site.siteName, url: site.appUrl || undefined };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    name: course.title,
    description: course.description,
    url,
    ...(course.thumbnail ? { image: absoluteUrl(site.appUrl, course.thumbnail) } : {}),
    inLanguage: HTML_LANG[course.language],
    educationalLevel: course.level,
    provider,
    offers: {
      "@type": "Offer",
      category: course.priceKobo === 0 ? "Free" : "Paid",
      price: course.priceKobo / 100,
      priceCurrency: "NGN",
      availability: "https://schema.org/InStock",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: courseWorkload(course.lessons),
      instructor: { "@type": "Person", name: course.instructor },
    },
  };
}
