import type { JOURNEY_TYPES } from "~/db/schema/enums";
import { courseThumbnail, DEMO_VIDEO_URL, journeyImage } from "./media";

export type DemoJourneyItem = {
  slug: string;
  type: (typeof JOURNEY_TYPES)[number];
  title: string;
  description: string;
  /** Plain text; paragraphs separated by a blank line. */
  content: string;
  author: string;
  isPublished: boolean;
  thumbnail: string | null;
  imageUrl?: string;
  videoUrl?: string;
  /** Relative to the day the demo is loaded, so events stay upcoming (or past) as intended. */
  daysFromNow: number;
  /** Hour of day in Lagos time (WAT); events start then, other items are dated then. */
  hourWat: number;
  location?: string;
  attendees?: number;
  speakers?: string[];
};

const paragraphs = (...parts: string[]) => parts.join("\n\n");

export const DEMO_JOURNEY: DemoJourneyItem[] = [
  {
    slug: "fall-armyworm-spot-it-early",
    type: "article",
    title: "Fall Armyworm: Spot It Early, Stop It Cheaply",
    description:
      "The caterpillar that can strip a young maize field in two weeks is beatable. Here is how to find it before it does real damage.",
    content: paragraphs(
      "Fall armyworm arrived in Nigeria in 2016 and has been in almost every maize field since. The moth lays its eggs on young leaves, and within days the larvae are feeding deep inside the whorl, where sprays struggle to reach them. Farmers who only notice the ragged holes at knee height are already late.",
      "The cheapest control starts with looking. Walk your field in a W pattern twice a week for the first six weeks after planting and check ten plants at each of five points. Look for windowpane patches on young leaves, fresh sawdust-like droppings in the whorl and the upside-down Y on the larva's head.",
      "If fewer than one plant in five shows fresh damage, keep scouting rather than spraying: birds, ants, earwigs and parasitic wasps kill a large share of the larvae on their own. Above that level, act quickly while the larvae are small, spray into the whorl in the early morning or late afternoon, and use a product registered for fall armyworm at the dose on the label.",
      "Early planting with the first reliable rains, clean field margins and intercropping maize with legumes all reduce the pressure for the next season. Our Integrated Pest Management for Maize course walks through each step with pictures from Nigerian farms.",
    ),
    author: "Dr. Emeka Nwosu",
    isPublished: true,
    thumbnail: journeyImage("fall-armyworm"),
    daysFromNow: -6,
    hourWat: 9,
  },
  {
    slug: "hermetic-bags-grain-storage",
    type: "article",
    title: "Storing Grain Without Losses: Hermetic Bags Explained",
    description:
      "Weevils and moulds can take a fifth of stored maize and cowpea. Airtight bags stop them without chemicals.",
    content: paragraphs(
      "Many farmers sell their maize and cowpea straight after harvest, when every other farmer is selling too and prices are at their lowest. The reason is usually fear of storage losses: weevils, grain moths and moulds can destroy a large part of the crop within a few months in an ordinary woven bag.",
      "Hermetic bags solve this with a simple idea. Two or three layers of thick plastic inside a woven outer bag keep air out. Insects in the grain use up the oxygen that is left and die within a few weeks, and no new insects can get in. The grain stays clean without any storage chemical.",
      "The bags only work if the grain goes in dry. Maize should be below 13% moisture: a handful should rattle when shaken and the grains should crack cleanly between your teeth. Fill the inner bag completely, squeeze out the air, twist and tie each layer separately, and store the bags off the floor away from rats.",
      "A bag costs a little more than a sack of chemicals, but it can be used for three seasons. Farmers in our programmes who stored maize for four months sold at prices 40 to 60% higher than at harvest.",
    ),
    author: "Mrs. Funmilayo Adebayo",
    isPublished: true,
    thumbnail: journeyImage("grain-storage"),
    daysFromNow: -19,
    hourWat: 10,
  },
  {
    // A draft: proves unpublished journey items stay out of the public pages.
    slug: "rainy-season-planting-checklist",
    type: "article",
    title: "Your Rainy-Season Planting Checklist",
    description:
      "Seed, soil, labour and money: what to have ready before the first reliable rains.",
    content: paragraphs(
      "The first rains of the season tempt every farmer to plant at once. A false start, when the rains stop for two or three weeks after the first showers, can cost you your seed and your fertiliser.",
      "Wait until the soil is wet to the depth of your hand and at least 20 mm of rain has fallen over a few days. Have certified seed, fertiliser and labour arranged beforehand so that you can plant within a week once the rains are established.",
    ),
    author: "Prof. Ngozi Uchenna",
    isPublished: false,
    thumbnail: journeyImage("rainfall"),
    daysFromNow: -1,
    hourWat: 8,
  },
  {
    slug: "gravity-drip-kit-in-ten-steps",
    type: "video",
    title: "Setting Up a Gravity Drip Kit in 10 Steps",
    description:
      "Engr. Halima Bello installs a 500 m² drip kit on a vegetable plot, from tank stand to first watering.",
    content: paragraphs(
      "A gravity drip kit needs no pump and no fuel: a tank raised about one and a half metres above the beds gives enough pressure for a plot of 500 m². In this video we build the stand, connect the filter and the main line, lay the drip tape along the beds and flush the system before the first watering.",
      "Watch for the two steps most people skip: flushing the lines before closing the ends, and checking that the emitters at the far end of each bed drip as fast as those near the tank.",
    ),
    author: "Engr. Halima Bello",
    isPublished: true,
    thumbnail: journeyImage("drip-kit"),
    videoUrl: DEMO_VIDEO_URL,
    daysFromNow: -12,
    hourWat: 12,
  },
  {
    slug: "vaccination-day-layer-farm",
    type: "video",
    title: "Vaccination Day on a 2,000-Bird Layer Farm",
    description:
      "How a team in Abeokuta vaccinates a whole flock against Newcastle disease in one morning, calmly and safely.",
    content: paragraphs(
      "Newcastle disease can wipe out an unvaccinated flock within days. On this layer farm in Abeokuta, three people vaccinate 2,000 birds through the drinking water before 9 a.m., when the birds are thirsty and the day is still cool.",
      "The video shows how the vaccine is kept cold on the way from the vet, why the drinkers are left empty for two hours beforehand, and how skimmed milk powder protects the vaccine from the chlorine in tap water.",
    ),
    author: "Dr. Ibrahim Musa",
    isPublished: true,
    thumbnail: journeyImage("poultry-vaccination"),
    videoUrl: DEMO_VIDEO_URL,
    daysFromNow: -27,
    hourWat: 15,
  },
  {
    slug: "harvest-day-epe-demonstration-plot",
    type: "image",
    title: "Harvest Day at Our Epe Demonstration Plot",
    description:
      "Peppers, tomatoes and okra from the plot our trainees manage with drip irrigation and soil testing.",
    content: paragraphs(
      "Our demonstration plot in Epe is where trainees practise what they learn online. This season the plot produced peppers, tomatoes and okra on 0.2 hectares of previously acidic soil that was limed after a soil test.",
      "Everything harvested was sold at the Epe market the same day, and the takings went back into the next season's seed and fertiliser.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: journeyImage("harvest-day"),
    imageUrl: journeyImage("harvest-day"),
    daysFromNow: -9,
    hourWat: 11,
  },
  {
    slug: "ikorodu-greenhouse-cluster",
    type: "image",
    title: "Inside the Ikorodu Greenhouse Cluster",
    description:
      "Eight young farmers share a cluster of low-cost greenhouses growing cucumbers and sweet peppers all year.",
    content: paragraphs(
      "The Ikorodu cluster started with one greenhouse and four graduates of our smart farming and irrigation courses. They pooled their savings, shared one borehole and one drip system, and now run eight greenhouses between them.",
      "Sharing infrastructure keeps each member's costs low, and selling together gives them the volume that supermarkets in Lagos ask for.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: journeyImage("greenhouse"),
    imageUrl: journeyImage("greenhouse"),
    daysFromNow: -33,
    hourWat: 14,
  },
  {
    slug: "amina-doubled-her-tomato-harvest",
    type: "story",
    title: "How Amina Doubled Her Tomato Harvest in Kano",
    description:
      "A dry-season tomato farmer in Kura switched from furrow irrigation to drip, and the numbers speak for themselves.",
    content: paragraphs(
      "Amina Yusuf has grown tomatoes near Kura, south of Kano, for eleven years. Every dry season she flooded her furrows from a petrol pump, and every season the plants at the end of the rows wilted while those near the pump sat in water.",
      "After the drip irrigation course she redesigned her 1,000 m² plot around one elevated tank and drip tape on raised beds. Watering now takes forty minutes a day instead of half a day, and she spends far less on fuel.",
      "Her harvest went from 95 baskets to 180 baskets on the same land. She is now training six women from her cooperative to set up their own kits before the next dry season.",
    ),
    author: "Halima Bello",
    isPublished: true,
    thumbnail: journeyImage("tomato-story"),
    daysFromNow: -15,
    hourWat: 10,
  },
  {
    slug: "chidi-catfish-business-owerri",
    type: "story",
    title: "From Two Ponds to Ten: Chidi's Catfish Business in Owerri",
    description:
      "How record keeping and better water management turned a struggling backyard project into a supplier for restaurants.",
    content: paragraphs(
      "Chidi Okonkwo lost more than a third of his first batch of fingerlings and almost gave up. He did not know why the fish were dying, and he had no records to find out.",
      "During the catfish course he began sorting his fish every two weeks, changing a third of the water twice a week and writing down every bag of feed. Survival rose above 90%, and his records showed that he had been overfeeding by nearly a quarter.",
      "Two years later Chidi runs ten tarpaulin ponds, employs two young men from his street and supplies smoked and fresh catfish to three restaurants in Owerri.",
    ),
    author: "Blessing Etim",
    isPublished: true,
    thumbnail: journeyImage("catfish-story"),
    daysFromNow: -41,
    hourWat: 9,
  },
  {
    slug: "dry-season-vegetable-field-day-epe",
    type: "event",
    title: "Dry-Season Vegetable Field Day in Epe",
    description:
      "A morning on our demonstration plot: drip irrigation, nursery management and pest scouting, with lunch.",
    content: paragraphs(
      "Join our trainers and farmers from across Lagos and Ogun States for a practical morning on the Epe demonstration plot. You will see a working drip system, raise seedlings in trays and practise scouting a pepper field for pests.",
      "Wear clothes you do not mind getting muddy. Attendance is free, but places are limited, so please register by sending us a message through the contact page.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: journeyImage("field-day"),
    daysFromNow: 18,
    hourWat: 9,
    location: "AFA Demonstration Plot, Epe, Lagos State",
    attendees: 120,
    speakers: ["Engr. Halima Bello", "Dr. Emeka Nwosu", "Tunde Bakare"],
  },
  {
    slug: "agribusiness-finance-clinic-ikeja",
    type: "event",
    title: "Agribusiness Finance Clinic, Ikeja",
    description:
      "Bring your business plan: one-to-one reviews with loan officers and cooperative leaders.",
    content: paragraphs(
      "Many farmers are turned down for loans because of missing paperwork rather than a weak business. At this clinic, loan officers from microfinance banks and leaders of successful cooperatives review business plans one to one and explain what they need to see.",
      "Bring your business plan, your farm records for the last season and a valid means of identification. The afternoon closes with a panel on intervention schemes and how to apply for them.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: journeyImage("finance-clinic"),
    daysFromNow: 46,
    hourWat: 10,
    location: "AFA Academy Training Hall, Ikeja, Lagos",
    attendees: 60,
    speakers: ["Mrs. Funmilayo Adebayo", "Grace Eze"],
  },
  {
    slug: "soil-health-workshop-ibadan",
    type: "event",
    title: "Soil Health Workshop, Ibadan",
    description:
      "A hands-on day of soil sampling, quick field tests and fertiliser planning with our soil scientists.",
    content: paragraphs(
      "Over eighty farmers and extension workers from Oyo, Osun and Ogun States spent a day learning to take proper soil samples and read laboratory reports.",
      "Every participant went home with the results for their own farm and a fertiliser plan for the coming season. The notes and slides are available in the Soil Testing and Fertiliser Planning course.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: journeyImage("soil-workshop"),
    daysFromNow: -38,
    hourWat: 9,
    location: "Moor Plantation, Ibadan, Oyo State",
    attendees: 84,
    speakers: ["Dr. Olumide Afolabi", "Prof. Ngozi Uchenna"],
  },
  {
    slug: "soil-samples-south-west-farms",
    type: "research",
    title: "What 600 Soil Samples Tell Us About South-West Farms",
    description:
      "Most fields we tested were acidic and short of phosphorus: a summary of our soil survey and what farmers should do.",
    content: paragraphs(
      "Between two cropping seasons our team and partner extension workers collected 612 soil samples from farms in Lagos, Ogun, Oyo and Osun States. Each sample was analysed for pH, organic carbon, available phosphorus and exchangeable potassium.",
      "Six fields in ten had a pH below 5.5, the level at which many crops start to struggle, and most were low in available phosphorus. Organic carbon was lowest on fields that had been cropped continuously without fallow or manure.",
      "The practical message is simple: test before you buy fertiliser, lime acidic fields, and return crop residues and manure to the soil. The full paper and the anonymised data set are in our research library.",
    ),
    author: "Dr. Olumide Afolabi",
    isPublished: true,
    thumbnail: journeyImage("soil-samples"),
    daysFromNow: -24,
    hourWat: 13,
  },
  {
    slug: "rainfall-onset-is-shifting",
    type: "research",
    title: "Rainfall Onset Is Shifting: What It Means for Planting Dates",
    description:
      "Thirty years of rainfall records from Lagos, Enugu and Kano show later, less reliable starts to the season.",
    content: paragraphs(
      "We compared monthly rainfall from weather stations in Lagos, Enugu and Kano over three decades. In all three places the start of the reliable rains has become later and more variable, and dry spells of ten days or more early in the season are more common.",
      "For farmers, planting with the very first showers is now riskier than it was. Waiting for 20 mm of rain over a few days, choosing varieties that mature early and keeping soil covered to hold moisture all reduce the risk of losing a crop to a false start.",
    ),
    author: "Prof. Ngozi Uchenna",
    isPublished: true,
    thumbnail: journeyImage("rainfall"),
    daysFromNow: -52,
    hourWat: 11,
  },
  {
    slug: "new-course-drip-irrigation",
    type: "course",
    title: "New Course: Drip Irrigation for Dry-Season Vegetables",
    description:
      "Design, install and maintain a low-cost drip system for tomatoes, peppers and onions.",
    content: paragraphs(
      "Our most requested course is here. Over three weeks Engr. Halima Bello takes you from working out how much water your crops need to installing and maintaining a drip kit on your own plot.",
      "The course includes layout drawings for 500 m² and 1,000 m² plots and a checklist for buying equipment. Enroll from the Academy page.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: courseThumbnail("drip-irrigation-for-dry-season-vegetables"),
    daysFromNow: -44,
    hourWat: 8,
  },
  {
    slug: "free-course-soil-testing",
    type: "course",
    title: "Free Course: Soil Testing and Fertiliser Planning",
    description:
      "Learn to sample your soil, read the laboratory report and buy only the fertiliser your crop needs, at no cost.",
    content: paragraphs(
      "Fertiliser is one of the biggest costs on any farm, and much of it is wasted on soil that does not need it or cannot use it. Our new free course shows you how to take a proper sample and turn the results into a plan.",
      "Dr. Olumide Afolabi teaches four short lessons that you can watch on your phone. Enroll from the Academy page and download the sampling checklist.",
    ),
    author: "AFA Academy",
    isPublished: true,
    thumbnail: courseThumbnail("soil-testing-and-fertiliser-planning"),
    daysFromNow: -13,
    hourWat: 8,
  },
];
