import { absoluteUrl } from "~/lib/json-ld";

/** What an event's page knows, enough for search engines' Event markup. */
type EventForJsonLd = {
  slug: string;
  title: string;
  description: string;
  author: string;
  date: Date;
  location: string | null;
  speakers: readonly string[];
  imageUrl: string | null;
  thumbnail: string | null;
};

/**
 * schema.org Event (JSON-LD) for an event of the journey: when, where (the place staff entered,
 * in person), who organises it and who speaks. An event without a place is marked without one
 * rather than with a made-up address.
 */
export function eventJsonLd(
  event: EventForJsonLd,
  site: { siteName: string; appUrl: string },
): Record<string, unknown> {
  const url = absoluteUrl(site.appUrl, `/journey/${event.slug}`);
  const image = event.imageUrl ?? event.thumbnail;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": url,
    name: event.title,
    description: event.description,
    url,
    startDate: event.date.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    ...(event.location
      ? {
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: { "@type": "Place", name: event.location, address: event.location },
        }
      : {}),
    ...(image ? { image: absoluteUrl(site.appUrl, image) } : {}),
    organizer: { "@type": "Organization", name: event.author || site.siteName, url: site.appUrl },
    ...(event.speakers.length > 0
      ? { performer: event.speakers.map((name) => ({ "@type": "Person", name })) }
      : {}),
  };
}
