import type { CourseCategory, CourseLevel } from "~/db/schema/enums";
import type { CourseDuration } from "~/domain/catalog/course-duration";

export type DemoLesson = { title: string; description: string };

export type DemoCourse = {
  slug: string;
  title: string;
  description: string;
  instructor: string;
  /** Its length: written in each page's language. */
  duration: CourseDuration;
  category: CourseCategory;
  level: CourseLevel;
  /** In kobo (₦1 = 100); 0 is Free. */
  priceKobo: number;
  rating: number;
  modules: string[];
  features: string[];
  isPublished: boolean;
  /** How long ago the course went up; keeps "newest first" lists stable and believable. */
  daysAgo: number;
  lessons: DemoLesson[];
  /** The downloadable PDF guide, public/media/guides/<file>.pdf. */
  guide: { title: string; file: string };
};

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: "cassava-production-for-profit",
    title: "Cassava Production for Profit",
    description:
      "Grow cassava that pays: choose improved stems such as TME 419, prepare ridges, plant at the right spacing and keep weeds down in the first three months. You will finish with a planting calendar and a simple budget for one hectare.",
    instructor: "Dr. Adaeze Okafor",
    duration: { amount: 3, unit: "weeks" },
    category: "crops",
    level: "Beginner",
    priceKobo: 0,
    rating: 4.8,
    modules: [
      "Choosing land and improved varieties",
      "Land preparation and planting",
      "Weed, pest and disease control",
      "Harvesting, processing and selling",
    ],
    features: [
      "Certificate of completion",
      "Downloadable one-hectare budget",
      "Works offline after download",
      "Taught in plain English",
    ],
    isPublished: true,
    daysAgo: 120,
    lessons: [
      {
        title: "Why cassava, and which variety to plant",
        description:
          "Compare the improved varieties released in Nigeria, their yields and their resistance to mosaic disease.",
      },
      {
        title: "Preparing the land and the stem cuttings",
        description:
          "Clearing, ridging or mounding, and cutting healthy 25 cm stems with five to seven nodes.",
      },
      {
        title: "Planting at the right spacing",
        description:
          "Planting 1 m by 0.8 m for about 12,500 stands per hectare, angle of planting and gap filling.",
      },
      {
        title: "Weeding and fertiliser in the first 12 weeks",
        description:
          "When to weed, how much NPK 15-15-15 to apply and why the first three months decide your yield.",
      },
      {
        title: "Harvesting and selling to processors",
        description:
          "Knowing when roots are ready, reducing losses after harvest, and negotiating with garri and starch processors.",
      },
    ],
    guide: { title: "Cassava Production Field Guide", file: "cassava-production-guide" },
  },
  {
    slug: "commercial-poultry-management",
    title: "Commercial Poultry Management",
    description:
      "Run a profitable broiler or layer farm from day-old chicks to market. The course covers housing, brooding, feeding, the vaccination calendar used by Nigerian vets and the records that show whether a batch made money.",
    instructor: "Dr. Ibrahim Musa",
    duration: { amount: 4, unit: "weeks" },
    category: "livestock",
    level: "Intermediate",
    priceKobo: 2_500_000,
    rating: 4.7,
    modules: [
      "Housing and brooding",
      "Feeds and feeding",
      "Vaccination and biosecurity",
      "Egg and meat marketing",
      "Batch records and costing",
    ],
    features: [
      "Vaccination calendar you can print",
      "Feed cost calculator",
      "Certificate of completion",
      "Live question sessions with the instructor",
    ],
    isPublished: true,
    daysAgo: 104,
    lessons: [
      {
        title: "Planning the poultry house",
        description:
          "Space per bird, ventilation for hot afternoons, and materials that keep costs down.",
      },
      {
        title: "Brooding day-old chicks",
        description:
          "Temperature, light, water and the first-week routine that keeps mortality below 3%.",
      },
      {
        title: "Feeding for growth and for lay",
        description:
          "Starter, grower, finisher and layer rations, and how to check the quality of bought feed.",
      },
      {
        title: "Vaccination and biosecurity",
        description:
          "Newcastle, Gumboro and fowl pox vaccines, the schedule, and the footbath that saves a flock.",
      },
      {
        title: "Records that show your profit",
        description:
          "Daily records, feed conversion ratio and the cost of producing one crate of eggs.",
      },
      {
        title: "Selling eggs and birds",
        description:
          "Finding buyers, festive-season timing and pricing to stay ahead of feed costs.",
      },
    ],
    guide: { title: "Poultry Management Handbook", file: "poultry-management-handbook" },
  },
  {
    slug: "catfish-farming-for-beginners",
    title: "Catfish Farming for Beginners",
    description:
      "Start catfish farming in tarpaulin or concrete ponds behind your house. Learn how to stock fingerlings, manage water quality and feed so your fish reach table size in about five months.",
    instructor: "Mrs. Blessing Etim",
    duration: { amount: 2, unit: "weeks" },
    category: "livestock",
    level: "Beginner",
    priceKobo: 1_250_000,
    rating: 4.6,
    modules: [
      "Ponds and water supply",
      "Stocking and feeding",
      "Water quality and fish health",
      "Harvesting and selling",
    ],
    features: [
      "Stocking and feeding chart",
      "Pond construction checklist",
      "Certificate of completion",
    ],
    isPublished: true,
    daysAgo: 96,
    lessons: [
      {
        title: "Choosing a pond for your space",
        description:
          "Tarpaulin, concrete and earthen ponds compared on cost, lifespan and water needs.",
      },
      {
        title: "Stocking healthy fingerlings",
        description:
          "Where to buy, how many per cubic metre and how to acclimatise them on arrival.",
      },
      {
        title: "Feeding and sorting",
        description: "Feed sizes and rates by week, and why sorting by size prevents cannibalism.",
      },
      {
        title: "Keeping the water clean",
        description: "Changing water, spotting low oxygen early and treating the common diseases.",
      },
    ],
    guide: { title: "Catfish Farming Starter Guide", file: "catfish-farming-guide" },
  },
  {
    slug: "farm-records-on-your-phone",
    title: "Farm Records on Your Phone",
    description:
      "Keep simple, reliable farm records with the phone already in your pocket. You will set up a spreadsheet for inputs, sales and labour, back it up, and use it to show a bank or buyer that your farm is a serious business.",
    instructor: "Engr. Chinedu Eze",
    duration: { amount: 2, unit: "hours" },
    category: "technology",
    level: "Beginner",
    priceKobo: 0,
    rating: 4.5,
    modules: [
      "Why records matter",
      "Setting up your record book",
      "Daily and weekly routines",
      "Reading your numbers",
    ],
    features: [
      "Ready-made record template",
      "Works on low-cost Android phones",
      "Certificate of completion",
    ],
    isPublished: true,
    daysAgo: 88,
    lessons: [
      {
        title: "What to record and why",
        description: "The five records every farm needs: inputs, labour, sales, stock and cash.",
      },
      {
        title: "Setting up the template",
        description:
          "Copy the academy template to your phone and adapt it to your own crops or animals.",
      },
      {
        title: "Backing up without data costs",
        description: "Saving copies when you are on Wi-Fi and keeping a paper book as a fallback.",
      },
      {
        title: "Turning records into decisions",
        description: "Working out profit per crop, cost per kilogram and the best time to sell.",
      },
    ],
    guide: { title: "Farm Records Template and Guide", file: "farm-records-guide" },
  },
  {
    slug: "agribusiness-planning-and-finance",
    title: "Agribusiness Planning and Finance",
    description:
      "Turn your farm into a bankable business. Write a one-page business plan, cost your production honestly, and prepare the documents that cooperatives, microfinance banks and government intervention schemes ask for.",
    instructor: "Mrs. Funmilayo Adebayo",
    duration: { amount: 3, unit: "weeks" },
    category: "business",
    level: "Intermediate",
    priceKobo: 1_250_000,
    rating: 4.6,
    modules: [
      "From farm to business",
      "Costing and pricing",
      "Writing the business plan",
      "Loans, grants and cooperatives",
      "Selling to off-takers",
    ],
    features: [
      "Business plan template",
      "Cash-flow worksheet",
      "Review of your plan by a mentor",
      "Certificate of completion",
    ],
    isPublished: true,
    daysAgo: 80,
    lessons: [
      {
        title: "Thinking like an agribusiness",
        description:
          "Separating farm money from household money and choosing a legal form for the business.",
      },
      {
        title: "Costing a season",
        description:
          "Fixed and variable costs, depreciation of equipment and your real break-even price.",
      },
      {
        title: "The one-page business plan",
        description:
          "Market, production, people and money on a single page that a loan officer will read.",
      },
      {
        title: "Finding finance",
        description:
          "What microfinance banks, cooperatives and intervention schemes expect, and the traps to avoid.",
      },
      {
        title: "Contracts with off-takers",
        description:
          "Agreeing quantity, quality, price and payment terms in writing before you plant.",
      },
    ],
    guide: { title: "Agribusiness Planning Workbook", file: "agribusiness-planning-workbook" },
  },
  {
    slug: "climate-smart-farming",
    title: "Climate-Smart and Regenerative Farming",
    description:
      "Protect your yields against late rains, dry spells and tired soil. Practise mulching, cover crops, crop rotation and agroforestry that cost little, rebuild organic matter and keep your farm productive for the next generation.",
    instructor: "Prof. Ngozi Uchenna",
    duration: { amount: 2, unit: "weeks" },
    category: "sustainability",
    level: "Beginner",
    priceKobo: 0,
    rating: 4.7,
    modules: [
      "How the climate is changing in Nigeria",
      "Keeping soil covered",
      "Rotations and intercropping",
      "Trees on the farm",
    ],
    features: [
      "Planting-date calendar by zone",
      "Certificate of completion",
      "Case studies from Nigerian farms",
    ],
    isPublished: true,
    daysAgo: 72,
    lessons: [
      {
        title: "What has changed in our seasons",
        description:
          "Later onset of rains, longer dry spells and hotter afternoons, with data from three zones.",
      },
      {
        title: "Mulch and cover crops",
        description: "Using crop residues and mucuna or cowpea to keep moisture in and weeds down.",
      },
      {
        title: "Rotation and intercropping",
        description:
          "Maize with soybean or cowpea, and how legumes feed the next crop with nitrogen.",
      },
      {
        title: "Trees that work for the farm",
        description:
          "Windbreaks, moringa and fruit trees that shade, feed and earn without taking over the field.",
      },
    ],
    guide: { title: "Climate-Smart Farming Practices", file: "climate-smart-farming-guide" },
  },
  {
    slug: "smart-farming-sensors-and-drones",
    title: "Smart Farming with Sensors and Drones",
    description:
      "Use soil moisture sensors, weather data and drone imagery to decide when to irrigate, spray and harvest. The course is built for medium and large farms and agro-service providers who want to measure before they spend.",
    instructor: "Engr. Yusuf Abdullahi",
    duration: { amount: 5, unit: "weeks" },
    category: "smart-farming",
    level: "Advanced",
    priceKobo: 4_500_000,
    rating: 4.4,
    modules: [
      "Data-driven farming",
      "Soil moisture and weather sensors",
      "Drone imagery and crop health maps",
      "Precision spraying regulations and safety",
      "Building a farm dashboard",
      "Costs and returns of farm technology",
    ],
    features: [
      "Hands-on sensor installation guide",
      "Sample drone imagery to analyse",
      "Certificate of completion",
      "One-to-one project review",
    ],
    isPublished: true,
    daysAgo: 60,
    lessons: [
      {
        title: "What data is worth collecting",
        description:
          "Starting from decisions, not gadgets: irrigation, spraying, fertiliser and harvest timing.",
      },
      {
        title: "Installing soil moisture sensors",
        description: "Depth, placement and calibration so readings match what the roots feel.",
      },
      {
        title: "Reading drone imagery",
        description:
          "NDVI maps, spotting stress before the eye can, and ground-truthing what the map shows.",
      },
      {
        title: "Spraying with drones safely",
        description:
          "Flight permissions, drift, buffer zones and protecting operators and neighbours.",
      },
      {
        title: "Is the technology paying for itself?",
        description:
          "Comparing the cost of sensors and drone services with the water, chemicals and yield saved.",
      },
    ],
    guide: { title: "Smart Farming Technology Guide", file: "smart-farming-guide" },
  },
  {
    slug: "drip-irrigation-for-dry-season-vegetables",
    title: "Drip Irrigation for Dry-Season Vegetables",
    description:
      "Grow tomatoes, peppers and onions through the dry season with a low-cost drip kit. Design a layout for your plot, size the tank or pump, schedule watering and keep emitters clean so every plant gets the same water.",
    instructor: "Engr. Halima Bello",
    duration: { amount: 3, unit: "weeks" },
    category: "irrigation",
    level: "Intermediate",
    priceKobo: 2_500_000,
    rating: 4.8,
    modules: [
      "Water sources and water needs",
      "Designing a drip layout",
      "Installing a gravity or pump kit",
      "Scheduling and fertigation",
      "Maintenance and troubleshooting",
    ],
    features: [
      "Layout drawings for 500 m² and 1,000 m²",
      "Water requirement tables",
      "Certificate of completion",
      "Supplier checklist",
    ],
    isPublished: true,
    daysAgo: 45,
    lessons: [
      {
        title: "How much water do your crops need?",
        description: "Crop water needs through the season and what the Harmattan does to them.",
      },
      {
        title: "Designing the layout",
        description:
          "Main line, sub-mains and drip tape spacing for beds of tomato, pepper and onion.",
      },
      {
        title: "Gravity kit or pump?",
        description:
          "Sizing an elevated tank, choosing a solar or petrol pump and filtering the water.",
      },
      {
        title: "Watering schedules and fertigation",
        description:
          "How long to run the system each day and how to feed soluble fertiliser through it.",
      },
      {
        title: "Keeping the system running",
        description: "Flushing lines, cleaning filters and fixing blocked emitters and leaks.",
      },
    ],
    guide: { title: "Drip Irrigation Design Guide", file: "drip-irrigation-guide" },
  },
  {
    slug: "integrated-pest-management-for-maize",
    title: "Integrated Pest Management for Maize",
    description:
      "Control fall armyworm, stem borers and storage weevils without wasting money on chemicals. Learn to scout your field, act at the right threshold and combine resistant varieties, natural enemies and targeted spraying.",
    instructor: "Dr. Emeka Nwosu",
    duration: { amount: 10, unit: "days" },
    category: "crop-management",
    level: "Intermediate",
    priceKobo: 1_250_000,
    rating: 4.7,
    modules: [
      "Know your pests",
      "Scouting and thresholds",
      "Non-chemical control",
      "Safe and effective spraying",
    ],
    features: [
      "Pest identification cards",
      "Scouting sheet for your field",
      "Certificate of completion",
    ],
    isPublished: true,
    daysAgo: 30,
    lessons: [
      {
        title: "Fall armyworm and other maize pests",
        description:
          "Identifying larvae, damage and the life cycle that makes fall armyworm so fast.",
      },
      {
        title: "Scouting in a W pattern",
        description:
          "Checking 50 plants, recording damage and deciding whether the field needs action.",
      },
      {
        title: "Prevention before spraying",
        description:
          "Early planting, clean fields, push-pull and the natural enemies already on your farm.",
      },
      {
        title: "Spraying safely when you must",
        description:
          "Choosing a registered product, protective equipment, dosage and the right time of day.",
      },
      {
        title: "Protecting grain in storage",
        description: "Drying, hermetic bags and keeping weevils out until you sell.",
      },
    ],
    guide: { title: "Maize IPM Field Manual", file: "maize-ipm-manual" },
  },
  {
    slug: "soil-testing-and-fertiliser-planning",
    title: "Soil Testing and Fertiliser Planning",
    description:
      "Stop guessing how much fertiliser to buy. Take a proper soil sample, read a laboratory report and turn the numbers into a fertiliser plan that fits your crop and your budget.",
    instructor: "Dr. Olumide Afolabi",
    duration: { amount: 2, unit: "weeks" },
    category: "soil-analysis",
    level: "Beginner",
    priceKobo: 0,
    rating: 4.9,
    modules: [
      "How soil feeds a crop",
      "Taking a good sample",
      "Reading the laboratory report",
      "Writing your fertiliser plan",
    ],
    features: [
      "Sampling checklist",
      "Fertiliser calculator sheet",
      "Certificate of completion",
      "List of soil laboratories by zone",
    ],
    isPublished: true,
    daysAgo: 14,
    lessons: [
      {
        title: "What soil gives a crop",
        description: "Nitrogen, phosphorus, potassium, organic matter and why pH matters most.",
      },
      {
        title: "Taking a soil sample",
        description:
          "Twenty cores in a zig-zag, the right depth, mixing, labelling and sending to a laboratory.",
      },
      {
        title: "Reading the report",
        description:
          "Low, medium and high ranges for Nigerian soils, and what to do about acid soil.",
      },
      {
        title: "From report to fertiliser plan",
        description:
          "Converting a recommendation into bags of NPK, urea and lime, and splitting applications.",
      },
    ],
    guide: { title: "Soil Sampling and Fertiliser Planning Guide", file: "soil-testing-guide" },
  },
  {
    // A draft: proves unpublished courses stay out of the public catalogue.
    slug: "beekeeping-and-honey-processing",
    title: "Beekeeping and Honey Processing",
    description:
      "Keep bees in Kenyan top-bar hives, harvest honey without destroying colonies and process it to a standard that supermarkets accept. The course is still being recorded.",
    instructor: "Mr. Sani Garba",
    duration: { amount: 2, unit: "weeks" },
    category: "livestock",
    level: "Beginner",
    priceKobo: 1_250_000,
    rating: 4.5,
    modules: ["Bees and hives", "Siting and baiting hives", "Harvesting and processing honey"],
    features: ["Hive construction drawings", "Certificate of completion", "Honey grading chart"],
    isPublished: false,
    daysAgo: 3,
    lessons: [
      {
        title: "Understanding the colony",
        description: "Queen, workers and drones, and what a colony needs through the year.",
      },
      {
        title: "Siting and baiting a top-bar hive",
        description: "Shade, water, distance from homes and attracting a swarm.",
      },
      {
        title: "Harvesting and straining honey",
        description: "Calm harvesting at night, hygiene and packaging for sale.",
      },
    ],
    guide: { title: "Beekeeping Starter Guide", file: "beekeeping-guide" },
  },
];
