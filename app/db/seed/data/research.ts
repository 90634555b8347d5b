export type DemoPaper = {
  slug: string;
  title: string;
  authors: string;
  category: "crop-science" | "soil-health" | "technology" | "sustainability" | "climate";
  abstract: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  /** public/media/research/<file>.pdf */
  file: string;
};

export type DemoDataset = {
  slug: string;
  title: string;
  description: string;
  /** public/media/datasets/<file>.csv */
  file: string;
  lastUpdated: string;
};

export const DEMO_PAPERS: DemoPaper[] = [
  {
    slug: "cassava-planting-density-south-west",
    title: "Yield Response of Improved Cassava Varieties to Planting Density in South-West Nigeria",
    authors: "Adaeze Okafor, Kehinde Ogunleye, Samuel Ojo",
    category: "crop-science",
    abstract:
      "We compared three improved cassava varieties (TME 419, TMS 98/0581 and TMS 30572) at four planting densities, from 8,000 to 15,625 plants per hectare, on 16 farmers' fields in Ogun and Oyo States over two seasons. Fresh root yield rose with density up to 12,500 plants per hectare and levelled off above that, while mean root weight at the highest density was 22% lower than at the lowest. TME 419 gave the highest and most stable yields, averaging 24.6 tonnes per hectare at 12,500 plants. We recommend a spacing of 1 m by 0.8 m for smallholders growing for garri and starch processors.",
    publishedOn: "2025-03-14",
    file: "cassava-planting-density",
  },
  {
    slug: "early-maize-fall-armyworm-guinea-savanna",
    title: "Early-Maturing Maize Varieties and Fall Armyworm Damage in the Northern Guinea Savanna",
    authors: "Emeka Nwosu, Aisha Lawal, Bello Sani",
    category: "crop-science",
    abstract:
      "Fall armyworm damage and grain yield were recorded on 48 maize fields in Kaduna State in the 2023 rainy season, planted with early-maturing or late-maturing varieties at three planting dates. Fields planted within ten days of the onset of reliable rains had about half the leaf damage of fields planted a month later. Early-maturing varieties escaped the peak of the pest population and yielded 18% more where no insecticide was applied. Spraying only when weekly scouting showed that an action threshold had been reached took 1.8 applications per season instead of the 4.0 of calendar spraying, cutting insecticide use by 55% without loss of yield.",
    publishedOn: "2024-09-02",
    file: "maize-fall-armyworm",
  },
  {
    slug: "soil-acidity-phosphorus-south-west",
    title: "Acidity and Phosphorus Deficiency in Smallholder Soils of South-West Nigeria",
    authors: "Olumide Afolabi, Ifeoma Chukwu, Bolaji Adewale",
    category: "soil-health",
    abstract:
      "We analysed 612 topsoil samples collected from smallholder farms in Lagos, Ogun, Oyo and Osun States for pH, organic carbon, available phosphorus and exchangeable potassium. Of these, 61% had a pH in water below 5.5 and 74% had less than 10 mg/kg of available phosphorus. Fields under continuous cropping had markedly lower organic carbon than fields with fallow or manure. Routine soil testing, liming of acidic fields and targeted phosphorus application should replace blanket fertiliser recommendations.",
    publishedOn: "2026-06-20",
    file: "soil-acidity-phosphorus",
  },
  {
    slug: "low-cost-soil-moisture-sensing",
    title: "Low-Cost Soil Moisture Sensing for Dry-Season Irrigation Scheduling",
    authors: "Yusuf Abdullahi, Halima Bello",
    category: "technology",
    abstract:
      "Capacitive soil moisture sensors costing under NGN 15,000 each were calibrated against gravimetric measurements on sandy loam soils in Kano State. After calibration, sensor readings were within 3 percentage points of measured volumetric water content. On twelve dry-season tomato plots, scheduling drip irrigation by sensor reading saved 28% of water compared with fixed daily watering, with no loss of marketable yield. We describe a calibration routine that farmers and extension workers can carry out without laboratory equipment.",
    publishedOn: "2025-11-05",
    file: "soil-moisture-sensing",
  },
  {
    slug: "cover-crops-residue-maize-systems",
    title: "Cover Crops and Residue Retention in Maize-Based Systems: A Three-Season Trial",
    authors: "Ngozi Uchenna, Olawale Adeniran",
    category: "sustainability",
    abstract:
      "A three-season on-farm trial in Enugu and Benue States compared conventional maize with maize following a mucuna cover crop and with full retention of crop residues. Soil organic carbon increased by 0.3 percentage points under the cover crop, and weeding labour fell by about a third. Maize yields were similar in the first season and 21% higher than the conventional system by the third. Cover crops and residue retention are a low-cost way to rebuild soil on smallholder farms, provided residues are protected from bush burning and grazing.",
    publishedOn: "2025-07-18",
    file: "cover-crops-maize",
  },
  {
    slug: "rainfall-onset-trends-lagos-enugu-kano",
    title: "Trends in Rainfall Onset and Dry Spells at Lagos, Enugu and Kano, 1991-2020",
    authors: "Ngozi Uchenna, Musa Abubakar",
    category: "climate",
    abstract:
      "Daily rainfall records from three synoptic stations were used to estimate the onset of the rainy season and the frequency of early-season dry spells between 1991 and 2020. Onset became later by between four and nine days per decade, with the largest change at Kano. Dry spells of ten days or longer within a month of onset became more frequent at all three stations. Planting advice based on the first rains should be replaced by onset criteria that require sustained rainfall.",
    publishedOn: "2026-02-10",
    file: "rainfall-onset-trends",
  },
];

export const DEMO_DATASETS: DemoDataset[] = [
  {
    slug: "maize-yields-by-state-and-season",
    title: "Maize Yields by State and Season, 2021-2025",
    description:
      "Mean maize grain yield (t/ha) from surveyed farms in ten states, for the rainy season and, where maize is irrigated, the dry season, with the mean for farmers trained by the academy.",
    file: "maize-yields-by-state",
    lastUpdated: "2026-01-15",
  },
  {
    slug: "monthly-rainfall-lagos-kano-enugu",
    title: "Monthly Rainfall for Lagos, Kano and Enugu, 2016-2025",
    description:
      "Monthly rainfall totals (mm) and rain days for three weather stations, for planning planting dates and irrigation.",
    file: "monthly-rainfall-lagos-kano-enugu",
    lastUpdated: "2026-02-03",
  },
  {
    slug: "soil-ph-samples-south-west",
    title: "Soil pH and Nutrient Samples, South-West Nigeria",
    description:
      "612 anonymised topsoil samples from smallholder farms in Lagos, Ogun, Oyo and Osun States: pH, organic carbon, available phosphorus and exchangeable potassium.",
    file: "soil-ph-samples",
    lastUpdated: "2026-06-20",
  },
];
