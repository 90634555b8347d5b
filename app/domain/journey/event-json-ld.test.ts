import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./event-json-ld";

const site = { siteName: "AFA Academy", appUrl: "https://afa.example" };
const event = {
  slug: "poultry-field-day-ikorodu",
  title: "Poultry field day in Ikorodu",
  description: "A morning on a working farm.",
  author: "AFA Academy",
  date: new Date("2027-02-13T09:00:00Z"),
  location: "Ikorodu Model Farm, Lagos",
  speakers: ["Dr. Bola Ogunleye", "Mr. Emeka Obi"],
  imageUrl: null,
  thumbnail: "/media/journey/poultry.jpg",
};

describe("eventJsonLd", () => {
  it("describes an Event with its start, place, organiser, speakers and picture", () => {
    expect(eventJsonLd(event, site)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Poultry field day in Ikorodu",
      url: "https://afa.example/journey/poultry-field-day-ikorodu",
      startDate: "2027-02-13T09:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Ikorodu Model Farm, Lagos" },
      organizer: { "@type": "Organization", name: "AFA Academy" },
      performer: [
        { "@type": "Person", name: "Dr. Bola Ogunleye" },
        { "@type": "Person", name: "Mr. Emeka Obi" },
      ],
      image: "https://afa.example/media/journey/poultry.jpg",
    });
  });

  it("claims no place or speakers that staff did not enter", () => {
    const ld = eventJsonLd({ ...event, location: null, speakers: [] }, site);
    expect(ld).not.toHaveProperty("location");
    expect(ld).not.toHaveProperty("eventAttendanceMode");
    expect(ld).not.toHaveProperty("performer");
  });
});
