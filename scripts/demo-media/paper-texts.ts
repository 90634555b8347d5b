// Body text of each demo research paper, keyed by paper slug (the abstract comes from the seed data).
// Each is a short paper of a few pages: introduction, study area and methods, results with tables,
// discussion, recommendations for farmers and references. Where a paper draws on one of the demo
// data sets, its tables and the figures quoted from them are computed from that CSV's rows
// (paper-figures.ts), so paper and data set cannot disagree. All other figures are demonstration
// values, written to be consistent with each other, not findings about real farms.
import type { DocumentText, Section, Table } from "./guide-texts";
import {
  ACID_PH,
  LOW_K,
  LOW_P,
  pct,
  rainfallFigures,
  rainyMaizeYields,
  soilFigures,
} from "./paper-figures";

/** The note on each paper's first page, so nobody takes a demo paper for published research. */
export const PAPER_NOTICE =
  "Demonstration paper. This paper was written for the AFA Academy demo site from the academy's own demo data sets. It has not been peer reviewed, and its figures are demonstration data, not findings about real farms, fields or weather stations. The practical advice follows general extension guidance; check it with your local extension officer before acting on it.";

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
/** 12500 -> "12,500" (written out rather than locale-dependent). */
const thousands = (x: number) => String(Math.round(x)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const MONTHS =
  "January February March April May June July August September October November December".split(
    " ",
  );

/** A numbered reference list and a `cite` that turns keys into "[1, 3]". */
function references(list: [key: string, text: string][]) {
  const keys = list.map(([key]) => key);
  const cite = (...cited: string[]) =>
    `[${cited
      .map((key) => {
        const i = keys.indexOf(key);
        if (i < 0) throw new Error(`No reference ${key}`);
        return i + 1;
      })
      .join(", ")}]`;
  const section: Section = { heading: "References", references: list.map(([, text]) => text) };
  return { cite, section };
}

// Sources cited by several papers, described generally (no invented titles, pages or DOIs).
const FAOSTAT =
  "FAO. FAOSTAT statistical database: crop production by country and year. Food and Agriculture Organization of the United Nations, Rome. Online database.";
const GOMEZ =
  "Gomez, K.A. and Gomez, A.A. (1984). Statistical Procedures for Agricultural Research, 2nd edition. John Wiley & Sons, New York.";
const BRADY_WEIL =
  "Brady, N.C. and Weil, R.R. The Nature and Properties of Soils. Pearson (several editions). A standard soil science textbook, including soil acidity, liming, phosphorus and organic matter.";
const WALKLEY_BLACK =
  "Walkley, A. and Black, I.A. (1934). The original description of the wet oxidation (Walkley-Black) method for soil organic carbon. Soil Science.";
const IITA_GENERAL =
  "International Institute of Tropical Agriculture (IITA), Ibadan. Information and extension material on improved crop varieties and crop management for Nigeria (various years).";
const NIMET_SCP =
  "Nigerian Meteorological Agency (NiMet), Abuja. Seasonal Climate Prediction, issued each year, with expected onset and end dates of the rainy season by state.";

// ---------------------------------------------------------------------------------------------
// 1. Cassava planting density
// ---------------------------------------------------------------------------------------------

function cassavaPaper(): DocumentText {
  const { cite, section: refs } = references([
    ["faostat", FAOSTAT],
    [
      "saveGrowCassava",
      "FAO (2013). Save and Grow: Cassava. A guide to sustainable production intensification. FAO, Rome.",
    ],
    [
      "hillocks",
      "Hillocks, R.J., Thresh, J.M. and Bellotti, A.C. (eds.) (2002). Cassava: Biology, Production and Utilization. CABI Publishing, Wallingford.",
    ],
    ["iita", IITA_GENERAL],
    [
      "nrcri",
      "National Root Crops Research Institute (NRCRI), Umudike. Information on cassava varieties released in Nigeria and on stem multiplication.",
    ],
    [
      "fmard",
      "Federal Ministry of Agriculture and Rural Development (now the Federal Ministry of Agriculture and Food Security), Abuja. The Agricultural Transformation Agenda (from 2011), in which cassava was a priority value chain.",
    ],
    ["gomez", GOMEZ],
  ]);

  const densities = [8000, 10000, 12500, 15625];
  const spacing = ["1.25 x 1.0", "1.0 x 1.0", "1.0 x 0.8", "0.8 x 0.8"];
  /** About 200 cuttings of 25 cm come from one bundle of stems. */
  const bundles = densities.map((d) => Math.round(d / 200));
  const yields: [string, number[]][] = [
    ["TME 419", [19.8, 22.7, 24.6, 24.2]],
    ["TMS 98/0581", [17.6, 20.2, 22.1, 21.9]],
    ["TMS 30572", [16.1, 18.5, 20.3, 20.5]],
  ];
  const means = densities.map(
    (_, i) => yields.reduce((sum, [, ys]) => sum + (ys[i] ?? 0), 0) / yields.length,
  );
  const rootsPerPlant = [6.7, 6.4, 6.0, 5.5];
  const rootGrams = [330, 318, 297, 258];
  const smallRoots = [9, 11, 14, 27];
  const m = (i: number) => Number(f1(means[i] ?? 0));
  const b = (i: number) => bundles[i] ?? 0;
  const weightDrop = Math.round(100 * (1 - (rootGrams[3] ?? 0) / (rootGrams[0] ?? 1)));
  const seasons: [string, number, number][] = [
    ["TME 419", 25.1, 24.1],
    ["TMS 98/0581", 23.4, 20.8],
    ["TMS 30572", 21.9, 18.7],
  ];

  const spacingTable: Table = {
    caption: "Table 1. Planting densities compared, with the spacing and stems each needs",
    columns: [
      "Plants per hectare",
      "Spacing (m)",
      "Plants per 10 m x 10 m plot",
      "Stem bundles per hectare (about)",
    ],
    rows: densities.map((d, i) => [
      thousands(d),
      spacing[i] ?? "",
      String(Math.round(d / 100)),
      String(b(i)),
    ]),
    note: "A bundle of about 50 stems gives roughly 200 cuttings of 25 cm; add a few bundles for filling gaps.",
  };
  const yieldTable: Table = {
    caption:
      "Table 2. Fresh root yield (t/ha) by variety and planting density, mean of 16 farms and two seasons",
    columns: ["Variety", ...densities.map((d) => `${thousands(d)} plants/ha`)],
    rows: [
      ...yields.map(([variety, ys]) => [variety, ...ys.map(f1)]),
      ["Mean of three varieties", ...means.map(f1)],
    ],
    note: "Least significant difference (5%) between any two values in the table: 1.4 t/ha.",
  };
  const componentTable: Table = {
    caption: "Table 3. Root number and size by planting density, mean of three varieties",
    columns: [
      "Plants per hectare",
      "Roots per plant",
      "Mean root weight (g)",
      "Roots below 200 g (% by number)",
      "Fresh root yield (t/ha)",
    ],
    rows: densities.map((d, i) => [
      thousands(d),
      f1(rootsPerPlant[i] ?? 0),
      String(rootGrams[i]),
      String(smallRoots[i]),
      f1(means[i] ?? 0),
    ]),
    note: "Roots were counted and weighed on ten plants per plot; yield was weighed on the whole net plot, so the columns do not multiply out exactly.",
  };
  const seasonTable: Table = {
    caption: "Table 4. Fresh root yield (t/ha) at 12,500 plants per hectare in each season",
    columns: [
      "Variety",
      "Season 1 (planted 2022)",
      "Season 2 (planted 2023)",
      "Mean",
      "Difference",
    ],
    rows: seasons.map(([variety, s1, s2]) => [
      variety,
      f1(s1),
      f1(s2),
      f1((s1 + s2) / 2),
      f1(s1 - s2),
    ]),
  };

  return {
    intro:
      "Keywords: cassava, planting density, plant spacing, improved varieties, root yield, root size, South-West Nigeria.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          `Cassava is grown on most farms in South-West Nigeria, and FAO statistics show Nigeria as the largest cassava producer in the world ${cite("faostat")}. Yet the yields most smallholders harvest remain well below what the same improved varieties give on research stations and demonstration plots ${cite("saveGrowCassava", "iita")}. Many things hold yields down: poor or diseased stems, late weeding, tired soils, pests and diseases. This paper looks at one thing a farmer can change at no extra cost: how many plants are put on each hectare.`,
          "Farmers in the area plant at a wide range of spacings. Some plant widely so that they can grow maize or vegetables between the rows; others plant closely in the belief that more plants always give more roots. Close planting needs more stems and more labour at planting, and stems of improved varieties are often scarce and costly. Wide planting leaves the ground bare for longer, so weeds compete more strongly in the first three months.",
          `The improved varieties now widely grown in the South-West, among them TME 419, TMS 98/0581 and TMS 30572, came out of the national research institutes and IITA ${cite("iita", "nrcri")}, and cassava has been a priority crop of federal agricultural programmes ${cite("fmard")}. General advice is to plant sole cassava at about 1 m by 1 m or 1 m by 0.8 m ${cite("saveGrowCassava", "hillocks")}. We wanted to know whether that advice holds for these varieties on ordinary farmers' fields, managed by the farmers themselves, and how planting density affects root size, which matters when selling to garri makers and starch processors.`,
          "We asked three questions. How does the fresh root yield of each variety change with planting density? How does density change the number and size of roots? And which density gives the best return on the stems and labour it needs?",
        ],
      },
      {
        heading: "2. Study area and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Study area",
        level: 2,
        paragraphs: [
          "The trial was carried out on 16 farms: eight in Ogun State (Odeda, Ifo and Abeokuta North Local Government Areas) and eight in Oyo State (Akinyele, Ido and Iseyin). The area lies in the transition between the rainforest and the derived savanna. Rain falls in two seasons, from about March to July and from September to November, with a short break in August. The soils on the farms were mostly free-draining sandy loams that had been cropped for several years, mainly with cassava and maize. All the farmers belonged to farmer groups working with the academy's extension staff.",
        ],
      },
      {
        heading: "2.2 Treatments and design",
        level: 2,
        paragraphs: [
          `Each of the three varieties was planted at four densities, from 8,000 to 15,625 plants per hectare (Table 1). Every farm held one complete set of the twelve variety and density combinations, so each farm served as one block (replicate) of a randomised complete block design ${cite("gomez")}. Plots measured 10 m by 10 m, and only the inner plants were harvested, leaving one border row on each side.`,
          spacingTable,
        ],
      },
      {
        heading: "2.3 Field management",
        level: 2,
        paragraphs: [
          "Stems 8 to 12 months old were bought from certified multipliers, cut into 25 cm cuttings with five to seven nodes, and planted at an angle on ridges. The first season was planted in May 2022 and the second in May 2023, once the rains were established. Gaps were filled within four weeks of planting. Every plot received 200 kg per hectare of NPK 15-15-15 six to eight weeks after planting, placed in a ring about 10 cm from each plant, and was weeded by hand at 3, 8 and 12 weeks. No crop was grown between the cassava rows. The farmers did all the field work; extension staff visited every two weeks to check that the plan was followed.",
        ],
      },
      {
        heading: "2.4 Measurements and analysis",
        level: 2,
        paragraphs: [
          `The trial was harvested 12 months after planting. All roots from the net plot were weighed fresh on a hanging scale on the day of harvest. On ten plants per plot the roots were counted and weighed one by one, and roots lighter than 200 g were counted separately, because small roots take more peeling labour per tonne and are valued less by processors. Yields were analysed by analysis of variance for each season and for both seasons together, and means were compared with the least significant difference (LSD) at 5% ${cite("gomez")}. A difference smaller than the LSD is treated as no real difference.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Root yield",
        level: 2,
        paragraphs: [
          `Fresh root yield rose with planting density up to 12,500 plants per hectare for all three varieties and did not rise further at 15,625 plants (Table 2). Averaged over the varieties, yield went from ${f1(m(0))} t/ha at 8,000 plants to ${f1(m(2))} t/ha at 12,500 plants, a gain of ${f1(m(2) - m(0))} t/ha, and was ${f1(m(3))} t/ha at 15,625 plants. TME 419 gave the highest yield at every density, 24.6 t/ha at 12,500 plants, against 22.1 t/ha for TMS 98/0581 and 20.3 t/ha for TMS 30572. TMS 30572 yielded 0.2 t/ha more at 15,625 than at 12,500 plants, far less than the LSD of 1.4 t/ha, so the closest spacing gave no real gain for any variety.`,
          yieldTable,
        ],
      },
      {
        heading: "3.2 Root number and size",
        level: 2,
        paragraphs: [
          `As plants were packed more closely, each plant made fewer and smaller roots (Table 3). Mean root weight at 15,625 plants was ${weightDrop}% lower than at 8,000 plants, and the share of roots below 200 g nearly doubled between 12,500 and 15,625 plants, from ${smallRoots[2]}% to ${smallRoots[3]}%. In other words, the extra plants at the closest spacing did not add to the harvest: they shared out about the same weight of roots among more, smaller roots.`,
          componentTable,
        ],
      },
      {
        heading: "3.3 Differences between seasons",
        level: 2,
        paragraphs: [
          "The second season started with a dry spell of about three weeks in June on most farms, soon after planting, and yields were lower than in the first season for all varieties (Table 4). The fall was smallest for TME 419, 1.0 t/ha, against 2.6 t/ha for TMS 98/0581 and 3.2 t/ha for TMS 30572. The order of the densities was the same in both seasons: 12,500 plants per hectare was never beaten by 15,625.",
          seasonTable,
        ],
      },
      {
        heading: "3.4 Stems and labour",
        level: 2,
        paragraphs: [
          `Going from 12,500 to 15,625 plants per hectare needs about ${b(3) - b(2)} more bundles of stems per hectare (${b(3)} instead of ${b(2)}, Table 1) and about a quarter more planting labour, for no more roots and more small ones. Going down from 12,500 to 10,000 plants saves about ${b(2) - b(1)} bundles but costs ${f1(m(2) - m(1))} t/ha of roots, and dropping to 8,000 plants saves ${b(2) - b(0)} bundles but costs ${f1(m(2) - m(0))} t/ha. At the prices farmers in the groups reported for stems and fresh roots, the roots lost by wide planting were worth many times the stems saved.`,
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          `The pattern found here, with yield rising with density up to a point and then levelling off while roots get smaller, is what general cassava agronomy leads one to expect ${cite("hillocks", "saveGrowCassava")}. Once the canopy closes, plants compete for light, water and nutrients. Each plant then fills fewer roots, and the weight harvested per hectare stops rising. On these sandy loams with a moderate fertiliser rate, that point was reached at about 12,500 plants per hectare.`,
          "Root size matters as much as total weight for farmers who sell to processors. Small roots take longer to peel, lose a larger share of their weight in peels and are often priced lower. The sharp rise in small roots at 15,625 plants is therefore a second reason, besides the cost of stems, not to plant closer than 1 m by 0.8 m.",
          "TME 419 was the best variety at every density and the least affected by the poor start to the second season. Its advantage depends on clean planting material: stems from fields with cassava mosaic disease carry the disease to the new crop. Where clean TME 419 stems are not available, TMS 98/0581 and TMS 30572 respond to density in the same way and the same spacing suits them.",
          "The trial has limits. It covered two seasons on 16 farms with one fertiliser rate, on sandy loams, with sole cassava harvested at 12 months. Where cassava is intercropped with maize or vegetables, wider cassava spacing is normal and the best density will differ. On richer or heavier soils, or with a later harvest at 15 to 18 months, the levelling-off point may also move. And, as stated on the first page, this is a demonstration paper: its figures are demo data, written to show how such a trial is reported.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          `For sole cassava grown for garri makers and starch processors, plant improved varieties at 1 m between rows and 0.8 m within the row: about 12,500 plants per hectare, or about ${b(2)} bundles of stems.`,
          "Do not plant closer than this. Closer planting costs more stems and labour, gives no more roots and gives more small roots.",
          `If stems are short, 1 m by 1 m (10,000 plants per hectare) is a reasonable fallback; in this trial it gave about ${f1(m(2) - m(1))} t/ha less than 1 m by 0.8 m.`,
          "Choose TME 419 where clean, disease-free stems can be found; otherwise use TMS 98/0581 or TMS 30572 at the same spacing.",
          "Fill gaps within four weeks of planting: a missing plant is lost yield at any spacing.",
          "Weed at 3, 8 and 12 weeks and apply fertiliser on time; the benefit of good spacing disappears if weeds take over the young crop.",
          "Extension officers: set up side-by-side plots of two spacings on a farmer's field, so that the group can see and weigh the difference at harvest.",
        ],
      },
      refs,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Early-maturing maize and fall armyworm
// ---------------------------------------------------------------------------------------------

function fallArmywormPaper(): DocumentText {
  const { cite, section: refs } = references([
    [
      "goergen",
      "Goergen, G. and colleagues at IITA (2016). The first report of fall armyworm outbreaks in West and Central Africa. PLoS ONE.",
    ],
    [
      "faoFfs",
      "FAO (2018). Integrated management of the fall armyworm on maize: a guide for farmer field schools in Africa. FAO, Rome.",
    ],
    [
      "faoGlobal",
      "FAO. Global Action for Fall Armyworm Control (launched 2019): guidance and information for countries and farmers. FAO, Rome.",
    ],
    [
      "davis",
      "Davis, F.M. and colleagues (1992). The 1 to 9 visual rating scale for fall armyworm leaf damage on whorl-stage maize. Mississippi Agricultural and Forestry Experiment Station.",
    ],
    ["iita", IITA_GENERAL],
    [
      "iar",
      "Institute for Agricultural Research (IAR), Ahmadu Bello University, Zaria. Research and extension on maize for the northern Guinea savanna.",
    ],
    ["nimet", NIMET_SCP],
    ["gomez", GOMEZ],
  ]);

  const kaduna = rainyMaizeYields(["Kaduna"]);
  const k2023 = kaduna.find((r) => r.year === 2023);
  if (!k2023) throw new Error("No 2023 Kaduna row in the maize yield data set");
  const lowest = Math.min(...kaduna.map((r) => r.mean));
  const highest = Math.max(...kaduna.map((r) => r.mean));
  const surveyTable: Table = {
    caption:
      "Table 1. Rainy-season maize yields in Kaduna State from the academy's survey data set",
    columns: ["Year", "Farms sampled", "Mean yield (t/ha)", "Mean of AFA-trained farmers (t/ha)"],
    rows: kaduna.map((r) => [String(r.year), String(r.farms), f2(r.mean), f2(r.trained)]),
    note: "Rainy-season rows for Kaduna from the open data set Maize Yields by State and Season, 2021-2025.",
  };

  type Cell = {
    date: string;
    maturity: "Early" | "Late";
    fresh: number;
    score: number;
    unsprayed: number;
    scouted: number;
    sprays: number;
  };
  const cells: Cell[] = [
    {
      date: "D1",
      maturity: "Early",
      fresh: 16,
      score: 2.5,
      unsprayed: 3.1,
      scouted: 3.41,
      sprays: 0.9,
    },
    {
      date: "D1",
      maturity: "Late",
      fresh: 20,
      score: 2.7,
      unsprayed: 2.66,
      scouted: 3.12,
      sprays: 1.1,
    },
    {
      date: "D2",
      maturity: "Early",
      fresh: 31,
      score: 3.8,
      unsprayed: 2.58,
      scouted: 3.05,
      sprays: 1.8,
    },
    {
      date: "D2",
      maturity: "Late",
      fresh: 37,
      score: 4.0,
      unsprayed: 2.19,
      scouted: 2.8,
      sprays: 2.0,
    },
    {
      date: "D3",
      maturity: "Early",
      fresh: 44,
      score: 5.0,
      unsprayed: 2.16,
      scouted: 2.77,
      sprays: 2.4,
    },
    {
      date: "D3",
      maturity: "Late",
      fresh: 50,
      score: 5.2,
      unsprayed: 1.8,
      scouted: 2.49,
      sprays: 2.6,
    },
  ];
  const avg = (xs: number[]) => xs.reduce((a, c) => a + c, 0) / xs.length;
  const of = (pick: (c: Cell) => boolean, value: (c: Cell) => number) =>
    avg(cells.filter(pick).map(value));
  const byDate = (d: string, value: (c: Cell) => number) => of((c) => c.date === d, value);
  const early = of(
    (c) => c.maturity === "Early",
    (c) => c.unsprayed,
  );
  const late = of(
    (c) => c.maturity === "Late",
    (c) => c.unsprayed,
  );
  const unsprayed = of(
    () => true,
    (c) => c.unsprayed,
  );
  const scouted = of(
    () => true,
    (c) => c.scouted,
  );
  const scoutSprays = of(
    () => true,
    (c) => c.sprays,
  );
  const calendarSprays = 4.0;
  const calendarYield = 2.98;
  const sprayCut = Math.round(100 * (1 - scoutSprays / calendarSprays));
  const gain = (y: number) => `+${Math.round(100 * (y / unsprayed - 1))}%`;
  const cell = (date: string, maturity: string) => {
    const found = cells.find((c) => c.date === date && c.maturity === maturity);
    if (!found) throw new Error(`No trial cell ${date} ${maturity}`);
    return found;
  };
  const loss = (maturity: string) =>
    Math.round(100 * (1 - cell("D3", maturity).unsprayed / cell("D1", maturity).unsprayed));
  const dateName = {
    D1: "D1: within 10 days of onset",
    D2: "D2: 20 days later",
    D3: "D3: 30 days later",
  };

  const damageTable: Table = {
    caption:
      "Table 2. Fall armyworm damage and grain yield by planting date and variety maturity (8 fields each)",
    columns: [
      "Planting date",
      "Maturity",
      "Plants with fresh damage, week 4 (%)",
      "Leaf damage score, week 6 (1-9)",
      "Yield, no insecticide (t/ha)",
      "Yield, scouting (t/ha)",
      "Sprays, scouting",
    ],
    rows: cells.map((c) => [
      dateName[c.date as keyof typeof dateName],
      c.maturity === "Early" ? "Early (90-95 days)" : "Late (115-120 days)",
      String(c.fresh),
      f1(c.score),
      f2(c.unsprayed),
      f2(c.scouted),
      f1(c.sprays),
    ]),
    note: "Yields are shelled grain at 15% moisture. LSD (5%) for yields in the same column: 0.21 t/ha; for damage scores: 0.4.",
  };
  const practiceTable: Table = {
    caption:
      "Table 3. Insecticide applications and grain yield under three practices, mean of all 48 fields",
    columns: [
      "Practice",
      "Insecticide applications per season",
      "Grain yield (t/ha)",
      "Yield compared with no insecticide",
    ],
    rows: [
      ["No insecticide", "0", f2(unsprayed), "-"],
      ["Scouting with an action threshold", f1(scoutSprays), f2(scouted), gain(scouted)],
      [
        "Farmer's usual calendar spraying",
        f1(calendarSprays),
        f2(calendarYield),
        gain(calendarYield),
      ],
    ],
    note: `The yields of scouting and calendar spraying differ by ${f2(calendarYield - scouted)} t/ha, well within the LSD (5%) of 0.21 t/ha.`,
  };

  return {
    intro:
      "Keywords: maize, fall armyworm, Spodoptera frugiperda, planting date, early-maturing varieties, scouting, action threshold, Kaduna State.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          `Fall armyworm is a moth from the Americas whose caterpillars feed on maize and many other crops. It was first reported in West and Central Africa in 2016 ${cite("goergen")} and spread quickly across Nigeria. The caterpillars feed inside the whorl of young maize plants, leaving ragged holes and wet droppings, and later attack tassels and cobs. FAO and national agencies recommend integrated management: prevention, regular checking of fields, natural enemies, and insecticide only when it is needed ${cite("faoFfs", "faoGlobal")}.`,
          "In practice many farmers spray on a fixed calendar, every week or two from emergence, whether or not many plants are attacked. Calendar spraying is costly, exposes the farmer and family to chemicals, kills the earwigs, ants and small wasps that eat or parasitise the caterpillars, and may help the pest become resistant to the products used.",
          `Two tools cost farmers little: when they plant, and how long their variety takes to mature. Farmers and researchers in the savanna report that late-planted maize suffers more fall armyworm damage than maize planted early, and early-maturing varieties bred for the savanna ${cite("iita", "iar")} spend fewer weeks in the field. This trial asked three questions. Does planting date change fall armyworm damage and yield? Do early-maturing varieties lose less grain when no insecticide is used? And can spraying only when scouting shows it is needed replace calendar spraying without loss of yield?`,
        ],
      },
      {
        heading: "2. Study area and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Study area",
        level: 2,
        paragraphs: [
          `The trial was run in the 2023 rainy season on 48 farmer-managed fields in Zaria, Giwa and Igabi Local Government Areas of Kaduna State, in the northern Guinea savanna. The area has one rainy season, from about May to October, and maize is one of its main crops. In the academy's maize yield survey (Table 1), the rainy-season mean yield in Kaduna ranged from ${f2(lowest)} to ${f2(highest)} t/ha between 2021 and 2025; in 2023, the trial year, it was ${f2(k2023.mean)} t/ha on ${k2023.farms} farms sampled, and ${f2(k2023.trained)} t/ha for farmers trained by the academy.`,
          surveyTable,
        ],
      },
      {
        heading: "2.2 Treatments and design",
        level: 2,
        paragraphs: [
          "Each field was planted with either an early-maturing variety (90 to 95 days to maturity) or a late-maturing variety (115 to 120 days), both open-pollinated varieties bought from registered seed companies, at one of three dates: D1, within ten days of the onset of reliable rains; D2, twenty days later; or D3, thirty days later. Onset was taken as the first day on which at least 20 mm of rain had fallen over three days with the soil staying moist afterwards; in 2023 it came in late May or early June, depending on location. Eight fields received each of the six combinations of maturity and date.",
          "Each field was divided into three strips of about 0.1 ha. One strip received no insecticide. One was sprayed only when weekly scouting showed that more than 20% of plants had fresh damage, the action threshold chosen for this trial. The third was managed with the farmer's usual calendar spraying. Both sprayed strips used the same insecticide registered for fall armyworm, applied into the whorl with a knapsack sprayer. All strips received the farmer's usual fertiliser, NPK 15-15-15 at planting and urea as a top dressing.",
        ],
      },
      {
        heading: "2.3 Scouting and measurements",
        level: 2,
        paragraphs: [
          `Scouts walked a W-shaped path across each strip once a week from emergence to tasselling, checking ten plants at each of five points, 50 plants in all, and counting plants with fresh damage: new holes or wet droppings in the whorl. Leaf damage was scored weekly on the 1 to 9 visual scale widely used for fall armyworm, where 1 means no damage and 9 means the whorl is almost destroyed ${cite("davis")}. We report the share of plants with fresh damage four weeks after emergence and the damage score at six weeks, when damage peaked. Grain was harvested from four rows 5 m long in each strip, shelled, weighed and adjusted to 15% moisture. Results were analysed by analysis of variance and compared with the LSD at 5% ${cite("gomez")}.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Damage by planting date",
        level: 2,
        paragraphs: [
          `Damage rose steadily with later planting (Table 2). Four weeks after emergence, ${Math.round(byDate("D1", (c) => c.fresh))}% of plants on D1 fields had fresh damage, against ${Math.round(byDate("D2", (c) => c.fresh))}% on D2 fields and ${Math.round(byDate("D3", (c) => c.fresh))}% on D3 fields. The mean leaf damage score at six weeks was ${f1(byDate("D1", (c) => c.score))} on D1 fields and ${f1(byDate("D3", (c) => c.score))} on D3 fields: fields planted early had about half the damage of fields planted a month later. The two maturity groups were damaged about equally on the same date.`,
          damageTable,
        ],
      },
      {
        heading: "3.2 Yield without insecticide",
        level: 2,
        paragraphs: [
          `Where no insecticide was used, early-maturing varieties yielded more than late-maturing ones at every planting date: ${f2(early)} against ${f2(late)} t/ha on average, or ${Math.round(100 * (early / late - 1))}% more. Delaying planting from D1 to D3 cost ${loss("Early")}% of the unsprayed yield of early-maturing varieties and ${loss("Late")}% of that of late-maturing ones. Early-maturing maize planted on time gave ${f2(cell("D1", "Early").unsprayed)} t/ha with no insecticide at all, more than the 2023 survey mean for Kaduna of ${f2(k2023.mean)} t/ha.`,
        ],
      },
      {
        heading: "3.3 Scouting and calendar spraying",
        level: 2,
        paragraphs: [
          `Spraying only when the threshold was reached took ${f1(scoutSprays)} applications per season on average, against the ${f1(calendarSprays)} applications of the farmers' calendar spraying, ${sprayCut}% fewer (Table 3). Yields under the two practices were the same within the error of the trial: ${f2(scouted)} t/ha with scouting and ${f2(calendarYield)} t/ha with calendar spraying. Early-planted fields needed the fewest sprays, about one per season, while D3 fields needed two or three. The best combination, early-maturing maize planted within ten days of onset and sprayed by threshold, gave ${f2(cell("D1", "Early").scouted)} t/ha with less than one spray on average.`,
          practiceTable,
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          "Planting early with reliable rains lets maize pass its most sensitive stage, the young whorl, before the pest population builds up. Later plantings emerge when moths from earlier fields are already laying eggs, so young plants are attacked from the start. Early-maturing varieties add a second advantage: they spend less time in the field while the pest is abundant, and in the north they also finish before the rains end.",
          `The yield advantage of early-maturing varieties was largest where no insecticide was used. Where the crop was protected by scouting, late-maturing varieties planted on time yielded almost as much (${f2(cell("D1", "Late").scouted)} against ${f2(cell("D1", "Early").scouted)} t/ha), because they have more time to fill grain. Farmers who plant on time and scout their fields can therefore choose either type; farmers who must plant late should prefer early-maturing varieties.`,
          `Scouting halved insecticide use because calendar spraying often treats fields with few caterpillars. Scouting does take time, about half an hour per hectare per week in this trial, and farmers need training to recognise fresh damage and the natural enemies of the pest ${cite("faoFfs")}. Farmer field schools are a proven way to teach it. Fewer sprays also mean less exposure of farm families to insecticides and more survival of the natural enemies that help keep the pest down.`,
          "The trial has limits. It covered one season in one state, with one insecticide. Pest pressure varies from year to year, and planting date also changed the rainfall each crop received, so the effects of date cannot be separated completely from those of weather. The farmers' calendar spraying was recorded as they did it, not set by the trial. These are demonstration figures, as stated on the first page.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          `Plant within ten days of the onset of reliable rains. Prepare the land and buy seed before the rains, and follow NiMet's seasonal forecast for your state ${cite("nimet")}.`,
          "If you must plant late, use an early-maturing variety.",
          "Plant at about the same time as your neighbours: a patchwork of early and late fields lets the pest move from field to field all season.",
          "Scout every week from emergence to tasselling: walk a W across the field, check ten plants at each of five points and count the plants with fresh damage.",
          "Spray only when more than one plant in five shows fresh damage (the threshold used in this trial). Use a product registered for fall armyworm, follow the label, spray into the whorl, and wear protective clothing.",
          "Do not spray when scouting shows few damaged plants; leave the earwigs, ants and wasps to work for you.",
          "Extension officers: teach scouting and the action threshold in farmer field schools, rather than spraying schedules.",
        ],
      },
      refs,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Soil acidity and phosphorus (soil-ph-samples.csv)
// ---------------------------------------------------------------------------------------------

function soilPaper(): DocumentText {
  const { cite, section: refs } = references([
    ["brady", BRADY_WEIL],
    [
      "landon",
      "Landon, J.R. (ed.) (1991). Booker Tropical Soil Manual: a handbook for soil survey and agricultural land evaluation in the tropics and subtropics. Longman, Harlow.",
    ],
    [
      "okalebo",
      "Okalebo, J.R., Gathua, K.W. and Woomer, P.L. (2002). Laboratory Methods of Soil and Plant Analysis: A Working Manual, 2nd edition. TSBF-CIAT and SACRED Africa, Nairobi.",
    ],
    ["walkley", WALKLEY_BLACK],
    [
      "bray",
      "Bray, R.H. and Kurtz, L.T. (1945). The original description of the Bray-1 test for available phosphorus in soils. Soil Science.",
    ],
    [
      "fertiliser",
      "Federal Ministry of Agriculture and Rural Development, Federal Fertilizer Department, Abuja. Guidance on fertiliser use and management for crops in Nigeria.",
    ],
    [
      "gsp",
      "FAO. Global Soil Partnership: guidance and training material on soil testing, soil fertility and sustainable soil management. FAO, Rome.",
    ],
    ["iita", IITA_GENERAL],
  ]);

  const s = soilFigures();
  const { all } = s;
  const months = s.months.map((m) => MONTHS[m - 1] ?? "");
  const [continuous, fallow, manure] = s.byUse;
  if (!continuous || !fallow || !manure) throw new Error("Missing a land use in the soil data");
  const stateRange = (pick: (g: (typeof s.byState)[number]) => number) => {
    const values = s.byState.map(pick);
    return [Math.min(...values), Math.max(...values)] as const;
  };
  const [acidLo, acidHi] = stateRange((g) => g.acidShare);
  const [pLo, pHi] = stateRange((g) => g.lowPShare);
  const mostAcid = [...s.byState].sort((a, b) => b.acidShare - a.acidShare)[0];
  const leastAcid = [...s.byState].sort((a, b) => a.acidShare - b.acidShare)[0];
  const belowFive = (s.phClasses[0]?.n ?? 0) + (s.phClasses[1]?.n ?? 0);

  const classTable: Table = {
    caption: `Table 1. Soil pH (in water) of the ${all.n} samples`,
    columns: ["pH class", "Samples", "Share of samples (%)", "What it means"],
    rows: s.phClasses.map((c, i) => [
      c.label,
      String(c.n),
      f1((100 * c.n) / all.n),
      [
        "Extremely acid: lime needed",
        "Very strongly acid: lime needed",
        "Strongly acid: lime usually pays",
        "Moderately acid: suits most crops",
        "Slightly acid: suits most crops",
        "Slightly acid to neutral: no lime",
      ][i] ?? "",
    ]),
    note: "Computed from the open data set Soil pH and Nutrient Samples, South-West Nigeria (soil-ph-samples.csv).",
  };
  const stateTable: Table = {
    caption: "Table 2. Soil test results by state",
    columns: [
      "State",
      "Samples",
      "Median pH",
      `pH below ${ACID_PH} (%)`,
      `Available P below ${LOW_P} mg/kg (%)`,
      "Mean organic carbon (%)",
      "Mean exch. K (cmol/kg)",
    ],
    rows: [...s.byState, all].map((g) => [
      g.name,
      String(g.n),
      f1(g.medianPh),
      String(pct(g.acidShare)),
      String(pct(g.lowPShare)),
      f2(g.meanOc),
      f2(g.meanK),
    ]),
    note: "Available P by the Bray-1 method; organic carbon by Walkley-Black; exch. K = exchangeable potassium.",
  };
  const useTable: Table = {
    caption: "Table 3. Organic carbon, acidity and phosphorus by land use",
    columns: [
      "Land use",
      "Samples",
      "Mean organic carbon (%)",
      "Median pH",
      `pH below ${ACID_PH} (%)`,
      "Mean available P (mg/kg)",
      `P below ${LOW_P} mg/kg (%)`,
    ],
    rows: s.byUse.map((g) => [
      g.name.charAt(0).toUpperCase() + g.name.slice(1),
      String(g.n),
      f2(g.meanOc),
      f1(g.medianPh),
      String(pct(g.acidShare)),
      f1(g.meanP),
      String(pct(g.lowPShare)),
    ]),
  };

  return {
    intro:
      "Keywords: soil acidity, soil pH, phosphorus, organic carbon, liming, soil testing, smallholder farms, South-West Nigeria.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          `Fertiliser is one of the largest cash costs on a smallholder farm, and most farmers in the South-West apply the same blend, usually NPK 15-15-15, at the same rate on every field. Such blanket recommendations assume that soils across a region are much alike ${cite("fertiliser")}. Farmers often tell extension officers that their crops respond poorly to fertiliser, which suggests that something in the soil stops the crop from using the nutrients applied.`,
          `Two soil problems are common in the humid tropics: acidity and a shortage of available phosphorus ${cite("brady", "landon")}. The two are linked. In acid soils, phosphorus from fertiliser is quickly bound to iron and aluminium and becomes unavailable to crops, and dissolved aluminium damages roots. Long years of cropping without fallow, and the burning or removal of crop residues, also lower soil organic matter, which holds nutrients and water.`,
          "This survey measured soil acidity, phosphorus, potassium and organic carbon on smallholder farms in four states of the South-West, compared fields under different land uses, and asks what farmers and extension officers should do about what was found. The anonymised results are published as an open data set on the academy's research page.",
        ],
      },
      {
        heading: "2. Study area and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Study area",
        level: 2,
        paragraphs: [
          `Samples came from smallholder farms in Lagos, Ogun, Oyo and Osun States, in ${s.lgas} Local Government Areas: ${s.byState.map((g) => `${g.n} samples in ${g.name}`).join(", ")}. The area runs from coastal lowlands to the derived savanna, with rain in two seasons and a short break in August. Soils range from sandy soils on sedimentary rocks towards the coast to sandy loams on crystalline basement rocks further inland. Most farms grow cassava, maize, vegetables or a mixture.`,
        ],
      },
      {
        heading: "2.2 Sampling",
        level: 2,
        paragraphs: [
          `${thousands(all.n)} topsoil samples were collected between ${months[0]} and ${months[months.length - 1]} 2025, in the dry season before planting. Each sample is a composite of twenty cores taken to 20 cm with an auger along a zig-zag path across one field, usually less than a hectare, and mixed in a clean plastic bucket. Field edges, ash heaps, old manure heaps and termite mounds were avoided. About 500 g of the mixed soil was bagged, labelled and sent to the laboratory. For each field the farmer's account of its recent history was recorded as one of three land uses: continuous cropping, cropping after a fallow, or cropping with regular manure.`,
        ],
      },
      {
        heading: "2.3 Laboratory analysis and ratings",
        level: 2,
        paragraphs: [
          `Samples were air-dried and sieved through a 2 mm sieve. Soil pH was measured in water at one part soil to one part water, organic carbon by the Walkley-Black method ${cite("walkley")}, available phosphorus by the Bray-1 method ${cite("bray")} and exchangeable potassium after extraction with ammonium acetate, following a standard laboratory manual ${cite("okalebo")}. To turn numbers into advice we used simple ratings in the range commonly used for these soils ${cite("landon", "brady")}: a pH below ${ACID_PH} is acid enough to need attention, available phosphorus below ${LOW_P} mg/kg is low, exchangeable potassium below ${LOW_K} cmol/kg is low, and organic carbon below 1% is low. Results are reported as counts, shares, medians and means, by state and by land use.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Soil acidity",
        level: 2,
        paragraphs: [
          `Soil pH ranged from ${f1(s.minPh)} to ${f1(s.maxPh)}, with a median of ${f1(all.medianPh)} (Table 1). ${pct(all.acidShare)}% of samples had a pH below ${ACID_PH}, and ${pct(belowFive / all.n)}% were below 5.0, acid enough for aluminium to harm the roots of many crops. Only ${s.phClasses[5]?.n ?? 0} samples had a pH of 6.5 or more. The share of acid samples ranged from ${pct(acidLo)}% in ${leastAcid?.name} to ${pct(acidHi)}% in ${mostAcid?.name} (Table 2): acidity is common in every state surveyed.`,
          classTable,
        ],
      },
      {
        heading: "3.2 Phosphorus and potassium",
        level: 2,
        paragraphs: [
          `Available phosphorus was below ${LOW_P} mg/kg in ${pct(all.lowPShare)}% of samples, between ${pct(pLo)}% and ${pct(pHi)}% depending on the state, with a mean of ${f1(all.meanP)} mg/kg. Phosphorus and acidity went together: acid samples (pH below ${ACID_PH}) held on average ${f1(s.meanPAcid)} mg/kg of available phosphorus, against ${f1(s.meanPNotAcid)} mg/kg in the others, and ${pct(s.bothShare)}% of all samples were both acid and low in phosphorus. Exchangeable potassium, by contrast, was low (below ${LOW_K} cmol/kg) in only ${pct(s.lowKShare)}% of samples; its mean was ${f2(all.meanK)} cmol/kg.`,
          stateTable,
        ],
      },
      {
        heading: "3.3 Organic carbon and land use",
        level: 2,
        paragraphs: [
          `Organic carbon differed clearly between land uses (Table 3). Fields under continuous cropping, ${pct(continuous.n / all.n)}% of the samples, averaged ${f2(continuous.meanOc)}% organic carbon, below the 1% rating. Fields cropped after a fallow averaged ${f2(fallow.meanOc)}% and fields that regularly received manure ${f2(manure.meanOc)}%. Acidity and phosphorus, on the other hand, hardly differed between land uses: between ${pct(Math.min(...s.byUse.map((g) => g.acidShare)))}% and ${pct(Math.max(...s.byUse.map((g) => g.acidShare)))}% of samples were acid and between ${pct(Math.min(...s.byUse.map((g) => g.lowPShare)))}% and ${pct(Math.max(...s.byUse.map((g) => g.lowPShare)))}% low in phosphorus, whatever the land use.`,
          useTable,
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          `Acidity and phosphorus shortage, not potassium, are the main soil constraints on the farms surveyed. A blanket application of NPK 15-15-15 gives every field the same amounts of nitrogen, phosphorus and potassium. On most of these fields the potassium is not needed, while much of the phosphorus is bound by the acid soil before the crop can take it up ${cite("brady")}. This goes a long way to explain why farmers see a poor return on fertiliser.`,
          "The lower phosphorus of acid samples is what one expects where acidity ties up phosphorus, although a survey like this shows an association, not cause and effect. Correcting acidity with lime raises the availability of the phosphorus already in the soil and of the phosphorus applied, so liming and phosphorus should be planned together.",
          `Compared with continuous cropping, organic carbon was ${Math.round(100 * (fallow.meanOc / continuous.meanOc - 1))}% higher after fallow and ${Math.round(100 * (manure.meanOc / continuous.meanOc - 1))}% higher with manure, which improves the soil's ability to hold water and nutrients. At the rates farmers use, however, manure did not by itself correct acidity or phosphorus shortage. Organic matter and mineral inputs are partners, not alternatives ${cite("gsp", "iita")}.`,
          "Differences between states were small compared with the differences between fields in the same state. Advice should therefore be based on a test of the field itself, not on a state or regional average.",
          "The survey has limits. It is one round of sampling of the topsoil only; crop yields were not measured; land use is as the farmer reported it; and all samples were analysed by one laboratory. As stated on the first page, the data set and this paper are demonstration material.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          "Test your soil every two to three years. Take one composite sample for each field of similar soil and history: 15 to 20 cores to 20 cm, mixed in a clean bucket, avoiding field edges, ash heaps and old manure heaps.",
          `If the pH is below ${ACID_PH}, lime the field with agricultural lime or dolomite at the rate the laboratory recommends, spread and mixed into the soil a few weeks before planting. Do not over-lime; test again after two or three seasons.`,
          `Where available phosphorus is below ${LOW_P} mg/kg, use a phosphorus fertiliser such as single superphosphate or a high-phosphorus NPK, and place it near the seed or plant rather than broadcasting it.`,
          "Do not pay for potassium your soil test shows you do not need.",
          "Return crop residues, manure and compost to the soil instead of burning them, and use a fallow or cover crop where land allows.",
          "Extension officers: organise group soil sampling to cut the cost per farmer, and use the open data set to plan where testing and liming campaigns are most needed.",
        ],
      },
      refs,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Low-cost soil moisture sensing
// ---------------------------------------------------------------------------------------------

function moisturePaper(): DocumentText {
  const { cite, section: refs } = references([
    [
      "fao56",
      "Allen, R.G., Pereira, L.S., Raes, D. and Smith, M. (1998). Crop Evapotranspiration: Guidelines for Computing Crop Water Requirements. FAO Irrigation and Drainage Paper 56. FAO, Rome.",
    ],
    [
      "fao66",
      "Steduto, P., Hsiao, T.C., Fereres, E. and Raes, D. (2012). Crop Yield Response to Water. FAO Irrigation and Drainage Paper 66. FAO, Rome.",
    ],
    [
      "faoManuals",
      "FAO. Irrigation Water Management training manuals (a series for extension and field staff). FAO, Rome.",
    ],
    [
      "hillel",
      "Hillel, D. (2004). Introduction to Environmental Soil Physics. Elsevier Academic Press, Amsterdam.",
    ],
    [
      "topp",
      "Topp, G.C., Davis, J.L. and Annan, A.P. (1980). The work relating the dielectric properties of soil to its volumetric water content (the 'Topp equation'). Water Resources Research.",
    ],
    ["gomez", GOMEZ],
  ]);

  // The bucket calibration of one sensor in the Kura soil: 6,000 cm³ of soil at 1.0% water to start.
  const volume = 6000;
  const added = [0, 300, 600, 900, 1200, 1500, 1800];
  const theta = added.map((ml) => 1 + (100 * ml) / volume);
  const readings = [583, 551, 515, 481, 451, 421, 396];
  const n = readings.length;
  const mx = readings.reduce((a, c) => a + c, 0) / n;
  const my = theta.reduce((a, c) => a + c, 0) / n;
  let sxy = 0;
  let sxx = 0;
  readings.forEach((x, i) => {
    sxy += (x - mx) * ((theta[i] ?? 0) - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const fitted = readings.map((x) => intercept + slope * x);
  const worst = Math.max(...fitted.map((t, i) => Math.abs(t - (theta[i] ?? 0))));
  const bucketTable: Table = {
    caption: "Table 1. Bucket calibration of one sensor in soil from Kura (6,000 cm³ of soil)",
    columns: [
      "Step",
      "Water added in total (mL)",
      "Water content (% by volume)",
      "Sensor reading",
      "Water content from the fitted line (%)",
    ],
    rows: added.map((ml, i) => [
      String(i + 1),
      thousands(ml),
      f1(theta[i] ?? 0),
      String(readings[i]),
      f1(fitted[i] ?? 0),
    ]),
    note: `Fitted line: water content (%) = ${f2(intercept)} - ${slope.toFixed(4).replace("-", "")} x reading. The soil held 1.0% water by volume when air-dry.`,
  };

  const calibration: [string, number, number, number, number, number, number][] = [
    ["Kura", 68, 12, 9.0, 5.8, 2.7, 1.4],
    ["Bunkure", 72, 10, 7.6, 4.9, 2.9, 1.6],
    ["Garun Mallam", 64, 14, 8.3, 5.2, 2.4, 1.3],
  ];
  if (worst > (calibration[0]?.[5] ?? 0))
    throw new Error("The Kura example must fit within Table 2");
  const calibrationTable: Table = {
    caption:
      "Table 2. Accuracy of the 20 sensors before and after calibration, by soil (percentage points of water content)",
    columns: [
      "Soil from",
      "Sand (%)",
      "Clay (%)",
      "Readings",
      "Largest error before",
      "Average error before",
      "Largest error after",
      "Average error after",
    ],
    rows: calibration.map(([soil, sand, clay, maxBefore, rmsBefore, maxAfter, rmsAfter]) => [
      soil,
      String(sand),
      String(clay),
      "120",
      f1(maxBefore),
      f1(rmsBefore),
      f1(maxAfter),
      f1(rmsAfter),
    ]),
    note: "Before: the conversion supplied with the display unit. After: one fitted line per soil. Average error is the root mean square error.",
  };

  const months: [string, number, number, number, number][] = [
    ["November (from the 21st)", 10, 44, 28, 0],
    ["December", 31, 137, 78, 0],
    ["January", 31, 137, 96, 2],
    ["February", 28, 123, 126, 9],
    ["March (to the 18th)", 18, 79, 46, 3],
  ];
  const days = months.reduce((a, r) => a + r[1], 0);
  const daily = months.reduce((a, r) => a + r[2], 0);
  const sensor = months.reduce((a, r) => a + r[3], 0);
  const dry = months.reduce((a, r) => a + r[4], 0);
  const saving = Math.round(100 * (1 - sensor / daily));
  const monthTable: Table = {
    caption: "Table 3. Water applied each month (mm) under the two schedules",
    columns: [
      "Month",
      "Days",
      "Fixed daily (mm)",
      "Sensor-scheduled (mm)",
      "Days daily plots were drier than the trigger",
    ],
    rows: [
      ...months.map(([month, d, a, s, below]) => [
        month,
        String(d),
        String(a),
        String(s),
        String(below),
      ]),
      ["Season", String(days), String(daily), String(sensor), String(dry)],
    ],
    note: "1 mm of water over one hectare is 10 cubic metres (10,000 litres).",
  };
  const yields = { daily: 30.6, sensor: 31.2 };
  const productivity = (t: number, mm: number) => (t * 1000) / (mm * 10);
  const events = { daily: days, sensor: 52 };
  const pumpHours = { daily: 186, sensor: 134 };
  const change = (a: number, b: number) => {
    const c = Math.round(100 * (b / a - 1));
    return c > 0 ? `+${c}%` : `${c}%`;
  };
  const fieldTable: Table = {
    caption: "Table 4. Water, pumping and tomato yield under the two schedules (six plots each)",
    columns: ["Measure", "Fixed daily", "Sensor-scheduled", "Change"],
    rows: [
      [
        "Irrigation events",
        String(events.daily),
        String(events.sensor),
        change(events.daily, events.sensor),
      ],
      ["Water applied (mm)", String(daily), String(sensor), change(daily, sensor)],
      [
        "Water applied (m³ per hectare)",
        thousands(daily * 10),
        thousands(sensor * 10),
        change(daily, sensor),
      ],
      [
        "Pump running time (hours per hectare)",
        String(pumpHours.daily),
        String(pumpHours.sensor),
        change(pumpHours.daily, pumpHours.sensor),
      ],
      [
        "Marketable yield (t/ha)",
        f1(yields.daily),
        f1(yields.sensor),
        change(yields.daily, yields.sensor),
      ],
      [
        "Fruit per cubic metre of water (kg)",
        f1(productivity(yields.daily, daily)),
        f1(productivity(yields.sensor, sensor)),
        change(productivity(yields.daily, daily), productivity(yields.sensor, sensor)),
      ],
    ],
    note: "The difference in marketable yield is not significant (LSD at 5%: 1.9 t/ha).",
  };

  return {
    intro:
      "Keywords: soil moisture, capacitive sensor, calibration, drip irrigation, irrigation scheduling, tomato, dry season, Kano State.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Around Kano, tomatoes and other vegetables are grown in the dry season, from about November to March, on irrigated fadama land along rivers and near dams, with water lifted from shallow wells and rivers by small petrol pumps. Most growers irrigate on a fixed routine, often every day for the same length of time. Early in the season, when plants are small and the weather is cool, this gives more water than the crop can use: fuel is wasted, nitrogen is washed below the roots and wet soil favours disease. At the peak, when the crop is large and the weather hot, the same routine may give too little.",
          `The right time to irrigate is when the crop has used a set share of the water the soil can hold for it ${cite("fao56", "faoManuals")}. Farmers judge this by feeling the soil, which takes experience. Tensiometers and commercial probes measure it but cost more than most smallholders can pay. Low-cost capacitive sensors, sold in electronics markets for hobby projects, cost a small fraction of that. They respond to the water in the soil around them, as other dielectric methods do ${cite("topp")}, but what they report is a raw number, and how that number relates to water content depends on the soil. Without calibration they can mislead.`,
          "This study had three aims: to develop a calibration that extension workers can carry out with a bucket and a kitchen scale; to measure how accurate the sensors are before and after calibration; and to compare water use and tomato yield when drip irrigation is scheduled by sensor rather than by a fixed daily routine.",
        ],
      },
      {
        heading: "2. Study area and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Study area and soils",
        level: 2,
        paragraphs: [
          "The work was done in Kano State, in the Sudan savanna, where the dry season is long, the harmattan wind blows from about December to February and evaporation is high. Soil for calibration came from three irrigated farms in Kura, Bunkure and Garun Mallam Local Government Areas. All three are sandy loams, with 64% to 72% sand and 10% to 14% clay (Table 2). The field trial was on the farm in Kura.",
        ],
      },
      {
        heading: "2.2 Sensors",
        level: 2,
        paragraphs: [
          "Twenty capacitive sensors were bought in Kano, each for less than NGN 15,000. Each was wired to a small microcontroller board with a display showing the raw reading; a higher reading means drier soil. The electronics at the top of each sensor were sealed with heat-shrink tubing and silicone, and the cables were run through plastic pipe to protect them from rodents.",
        ],
      },
      {
        heading: "2.3 The bucket calibration",
        level: 2,
        paragraphs: [
          "For each soil, about 15 kg of topsoil was air-dried, broken up and sieved through a 2 mm mesh. The soil was packed in layers into a 10 litre bucket to a marked level, 6,000 cm³, at about the density of the field soil (about 1.5 g per cm³). A sensor was pushed in vertically and its reading noted. Water was then added 300 mL at a time, measured with a jug and checked on a kitchen scale; after each addition the soil was tipped out, mixed thoroughly, packed back to the mark and left for 30 minutes before the next reading. Six additions took the soil from air-dry to close to saturation. The starting water content of the air-dry soil was found by drying a small sample in a laboratory oven; sun-drying a sample for several days is a usable substitute in the village.",
          "The water content by volume at each step is simply the water in the bucket divided by the volume of soil: 300 mL of water in 6,000 cm³ of soil adds 5 percentage points. A straight line was fitted between the readings and the water content, and that line turns any later reading into water content. Table 1 shows the readings of one sensor in the Kura soil and the line fitted to them.",
          bucketTable,
          `For that sensor the fitted line was never more than ${f1(worst)} percentage points from the measured water content. Each of the twenty sensors was calibrated in each of the three soils in the same way, giving 120 readings per soil (20 sensors, six wetting steps). For comparison, the readings were also converted with the formula supplied with the display unit.`,
        ],
      },
      {
        heading: "2.4 Field trial",
        level: 2,
        paragraphs: [
          `Tomato seedlings were transplanted on 21 November 2024 onto twelve plots of 50 m², each with drip lines and one emitter per plant, fed from a raised tank filled by a petrol pump from a tube well. A water meter on each plot's supply recorded the water applied. Calibrated sensors were installed in all twelve plots at 15 cm depth, between a plant and its emitter. On six plots, chosen at random, irrigation was scheduled by sensor: the drip was turned on when the reading showed that half of the available water had been used, and turned off when the reading came back to field capacity. The available water of this soil, between field capacity (about 22% by volume) and the wilting point (about 8%), is about 14 percentage points, so irrigation started when the water content fell to about 15%. The other six plots were irrigated every morning for the same fixed time, as the farmer usually does. The sensors in those plots were read daily but not used. Fruit was picked and graded at each harvest until 18 March 2025; cracked, rotten and undersized fruit was weighed separately and is not counted in the marketable yield. Yields were compared by analysis of variance ${cite("gomez")}.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Sensor accuracy",
        level: 2,
        paragraphs: [
          `With the conversion supplied with the display unit, sensor readings differed from the measured water content by up to ${f1(Math.max(...calibration.map((r) => r[3])))} percentage points (Table 2): enough to make a field at the wilting point look comfortably moist. After calibration with one fitted line per soil, the largest error in any soil was ${f1(Math.max(...calibration.map((r) => r[5])))} percentage points and the average error between ${f1(Math.min(...calibration.map((r) => r[6])))} and ${f1(Math.max(...calibration.map((r) => r[6])))} points. One line served all twenty sensors in the same soil; the differences between sensors were small compared with the differences between soils.`,
          calibrationTable,
        ],
      },
      {
        heading: "3.2 Water use and yield",
        level: 2,
        paragraphs: [
          `Over the ${days} days from transplanting to the last harvest, the sensor-scheduled plots received ${sensor} mm of water against ${daily} mm on the plots irrigated daily, ${saving}% less (Tables 3 and 4). The saving came early and late in the season. In December the sensor plots needed water only every three or four days and received ${months[1]?.[3]} mm against ${months[1]?.[2]} mm. In February, at full canopy and fruit set, they received slightly more than the daily plots, ${months[3]?.[3]} against ${months[3]?.[2]} mm, and the sensors in the daily plots showed the soil drier than the trigger on ${months[3]?.[4]} days of that month.`,
          monthTable,
          `Marketable yield was ${f1(yields.sensor)} t/ha on the sensor-scheduled plots and ${f1(yields.daily)} t/ha on the plots irrigated daily, a difference well within the error of the trial. Each cubic metre of water therefore produced ${f1(productivity(yields.sensor, sensor))} kg of marketable fruit with the sensor against ${f1(productivity(yields.daily, daily))} kg with daily watering, and pump running time fell by the same ${saving}% as the water.`,
          fieldTable,
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          "Low-cost capacitive sensors give useful guidance once they have been calibrated for the soil in which they are used, and not before. The conversion supplied with the display unit was not made for these soils, and its errors were as large as the whole range between a well-watered and a stressed crop. The bucket method needs only a bucket, a measuring jug, a kitchen scale and a sieve, and one calibration serves every sensor of the same type in the same soil. A new calibration is needed for a different soil, especially a heavier clay fadama soil.",
          `The water saved by scheduling is fuel and labour saved: pump running time fell in step with the water applied. Saved water can also irrigate a larger area from the same well. The daily routine did not just waste water early in the season; it also left the crop short in February, the month of highest demand. A sensor tells the farmer when to give more as well as when to give less. FAO guidance lists tomato among crops that tolerate somewhat less depletion than the 50% used here ${cite("fao56", "fao66")}, so on very sandy soils or in the hottest weeks a trigger at 40% may be safer.`,
          "Sensors need care. Exposed electronics corrode, cables are chewed, and salts can build up around the sensor. A weekly check by feeling the soil at sensor depth catches most failures. The trial covered one season, one crop and small plots on sandy loam; larger fields may need more than one sensor. These are demonstration figures, as stated on the first page.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          "Calibrate your sensor type once for each soil with the bucket method, and write the fitted line on the display unit.",
          "Install the sensor in the root zone, at about 15 cm deep between a plant and its emitter, with firm soil contact and no air gaps.",
          "Irrigate when half of the available water has been used (a little earlier for tomato in the hottest weeks), and stop when the reading returns to field capacity.",
          "Check the sensor weekly by feeling the soil at the same depth; replace sensors that corrode or give readings that do not change.",
          "Keep a simple record of readings, irrigation times, pump hours and fuel, so that you can see the saving.",
          "Extension officers: one calibration kit (bucket, jug, kitchen scale and sieve) can serve a whole farmer group.",
        ],
      },
      refs,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Cover crops and residue retention (maize-yields-by-state.csv for context)
// ---------------------------------------------------------------------------------------------

function coverCropPaper(): DocumentText {
  const { cite, section: refs } = references([
    [
      "saveGrow",
      "FAO (2011). Save and Grow: A policymaker's guide to the sustainable intensification of smallholder crop production. FAO, Rome.",
    ],
    [
      "faoCa",
      "FAO. Conservation Agriculture: principles and practice, information pages and training material. FAO, Rome.",
    ],
    [
      "iitaMucuna",
      "IITA and partners. On-farm research with mucuna (Mucuna pruriens) as a cover crop and short fallow in West Africa, including its use against spear grass (Imperata cylindrica), 1990s. IITA, Ibadan.",
    ],
    [
      "giller",
      "Giller, K.E. (2001). Nitrogen Fixation in Tropical Cropping Systems, 2nd edition. CABI Publishing, Wallingford.",
    ],
    ["brady", BRADY_WEIL],
    ["walkley", WALKLEY_BLACK],
    ["faostat", FAOSTAT],
    ["gomez", GOMEZ],
  ]);

  const survey = rainyMaizeYields(["Enugu", "Benue"]).filter(
    (r) => r.year >= 2022 && r.year <= 2024,
  );
  const surveyMax = Math.max(...survey.map((r) => r.mean));
  const surveyMin = Math.min(...survey.map((r) => r.mean));
  const enuguRain = rainfallFigures().stations.find((s) => s.station === "Enugu");
  if (!enuguRain) throw new Error("No Enugu station in the rainfall data set");
  const { firstYear, lastYear } = rainfallFigures();

  const treatments: {
    name: string;
    yields: number[];
    ocStart: number;
    ocEnd: number;
    labour: number;
  }[] = [
    {
      name: "Conventional (residues removed or burned)",
      yields: [2.31, 2.18, 2.1],
      ocStart: 1.12,
      ocEnd: 1.08,
      labour: 24.0,
    },
    {
      name: "Mucuna cover crop",
      yields: [2.27, 2.49, 2.54],
      ocStart: 1.1,
      ocEnd: 1.4,
      labour: 15.8,
    },
    {
      name: "Residues kept as mulch",
      yields: [2.29, 2.38, 2.41],
      ocStart: 1.11,
      ocEnd: 1.31,
      labour: 16.4,
    },
  ];
  const [conventional, mucuna, residue] = treatments;
  if (!conventional || !mucuna || !residue) throw new Error("Missing a treatment");
  const y3 = (t: typeof conventional) => t.yields[2] ?? 0;
  const vsConventional = (y: number, base: number) => Math.round(100 * (y / base - 1));
  const yieldTable: Table = {
    caption: "Table 2. Maize grain yield (t/ha) by treatment and season, mean of ten farms",
    columns: [
      "Treatment",
      "Season 1 (2022)",
      "Season 2 (2023)",
      "Season 3 (2024)",
      "Season 3 compared with conventional",
    ],
    rows: treatments.map((t) => [
      t.name,
      ...t.yields.map(f2),
      t === conventional ? "-" : `+${vsConventional(y3(t), y3(conventional))}%`,
    ]),
    note: "Shelled grain at 15% moisture. LSD (5%) within a season: 0.22 t/ha.",
  };
  const soilTable: Table = {
    caption: "Table 3. Soil organic carbon (0-15 cm) and weeding labour by treatment",
    columns: [
      "Treatment",
      "Organic carbon, start (%)",
      "Organic carbon, end (%)",
      "Change (points)",
      "Weeding labour (person-days per ha per season)",
      "Labour compared with conventional",
    ],
    rows: treatments.map((t) => [
      t.name,
      f2(t.ocStart),
      f2(t.ocEnd),
      `${t.ocEnd >= t.ocStart ? "+" : "-"}${f2(Math.abs(t.ocEnd - t.ocStart))}`,
      f1(t.labour),
      t === conventional ? "-" : `${vsConventional(t.labour, conventional.labour)}%`,
    ]),
    note: "Organic carbon by the Walkley-Black method, before the first and after the third season. Labour as recorded by the farmers, mean of three seasons.",
  };
  const surveyTable: Table = {
    caption:
      "Table 1. Rainy-season maize yields in Enugu and Benue States in the trial years, from the academy's survey data set",
    columns: [
      "Year",
      "State",
      "Farms sampled",
      "Mean yield (t/ha)",
      "Mean of AFA-trained farmers (t/ha)",
    ],
    rows: survey.map((r) => [String(r.year), r.state, String(r.farms), f2(r.mean), f2(r.trained)]),
    note: "Rows from the open data set Maize Yields by State and Season, 2021-2025.",
  };

  return {
    intro:
      "Keywords: cover crops, mucuna, Mucuna pruriens, residue retention, mulch, soil organic carbon, weeding labour, maize, Enugu, Benue.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          `Maize is one of Nigeria's most important food crops ${cite("faostat")}, and on many smallholder farms it is now grown year after year on the same land. Fallows have become short or disappeared, crop residues are burned to clear the land or carried away for fodder and fuel, and soil organic matter has fallen. Poorer soils hold less water and fewer nutrients, and weeds such as spear grass (Imperata cylindrica) take over tired land, so weeding takes more and more of the family's labour.`,
          `Cover crops and the retention of crop residues as mulch are widely promoted as remedies, as part of conservation agriculture and the sustainable intensification of smallholder farming ${cite("saveGrow", "faoCa")}. Mucuna (Mucuna pruriens), a vigorous climbing legume, has been tested in West Africa as a cover crop that smothers weeds, including spear grass, and adds nitrogen to the soil ${cite("iitaMucuna", "giller")}. But farmers need to see benefits within a few seasons, not a decade, before they will change practices that work well enough today.`,
          "This three-season trial on farmers' fields asked: How quickly do mucuna and residue retention change soil organic carbon, weeding labour and maize yield compared with the usual practice? And what stands in the way of farmers adopting them?",
        ],
      },
      {
        heading: "2. Study area and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Study area",
        level: 2,
        paragraphs: [
          `The trial ran on ten farms, five in Enugu State (Nsukka and Udi Local Government Areas) and five in Benue State (Gboko and Gwer East), through the rainy seasons of 2022, 2023 and 2024. Enugu has a long rainy season from about April to October; in the academy's rainfall data set the Enugu station averaged ${thousands(enuguRain.annualMean)} mm a year over ${firstYear} to ${lastYear}. Benue, in the southern Guinea savanna, has one long rainy season. Soils on the farms were sandy loams to sandy clay loams that had been cropped continuously for at least five years. In the academy's maize yield survey, rainy-season mean yields in the two states ranged from ${f2(surveyMin)} to ${f2(surveyMax)} t/ha in the trial years (Table 1).`,
          surveyTable,
        ],
      },
      {
        heading: "2.2 Treatments and design",
        level: 2,
        paragraphs: [
          "Three treatments were compared on plots of 20 m by 20 m on each farm, arranged as a randomised complete block design with farms as blocks:",
        ],
        bullets: [
          "Conventional: the farmer's usual practice. Residues were removed or burned before land preparation, and the land was hoed into ridges.",
          "Mucuna cover crop: mucuna was sown between the maize rows about six weeks after the maize, once the maize was well established, and left to grow after the maize harvest until the end of the rains. Before the next planting it was slashed and left on the surface, and maize was planted through the mulch with minimal tillage.",
          "Residues kept as mulch: all maize stalks and leaves were cut after harvest and laid on the surface, with no burning, and maize was planted through the mulch with minimal tillage.",
        ],
      },
      {
        heading: "2.3 Management, measurements and analysis",
        level: 2,
        paragraphs: [
          `All plots were planted with the same open-pollinated maize variety the farmers already grew and received the same fertiliser, NPK 15-15-15 at planting and urea as a top dressing, at the rates the farmers normally used. Soil organic carbon in the top 15 cm was measured on a composite sample from each plot before the first season and after the third harvest, by the Walkley-Black method ${cite("walkley")}. Farmers recorded the time spent weeding each plot in a notebook, converted to person-days per hectare. Grain yield was measured on the central 10 m by 10 m of each plot and adjusted to 15% moisture. Results were analysed by analysis of variance and compared with the LSD at 5% ${cite("gomez")}.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Maize yield",
        level: 2,
        paragraphs: [
          `In the first season the three treatments yielded about the same, between ${f2(Math.min(...treatments.map((t) => t.yields[0] ?? 0)))} and ${f2(Math.max(...treatments.map((t) => t.yields[0] ?? 0)))} t/ha (Table 2): the mucuna had not yet had time to improve the soil, and the mulch was thin. From the second season the treatments drew apart. Conventional yields fell slowly, to ${f2(y3(conventional))} t/ha in the third season, while yields after mucuna rose to ${f2(y3(mucuna))} t/ha, ${vsConventional(y3(mucuna), y3(conventional))}% more than the conventional plots, and yields with residue mulch to ${f2(y3(residue))} t/ha, ${vsConventional(y3(residue), y3(conventional))}% more. All treatments yielded more than the state means in the academy's survey (Table 1), because the trial plots were planted on time and fertilised at the farmers' normal rates.`,
          yieldTable,
        ],
      },
      {
        heading: "3.2 Soil organic carbon and weeding labour",
        level: 2,
        paragraphs: [
          `After three seasons, soil organic carbon had risen by ${f2(mucuna.ocEnd - mucuna.ocStart)} percentage points under mucuna and by ${f2(residue.ocEnd - residue.ocStart)} points under residue mulch, while it fell slightly, by ${f2(conventional.ocStart - conventional.ocEnd)} points, under conventional practice (Table 3). Weeding labour was about a third lower under both conservation treatments: ${f1(mucuna.labour)} and ${f1(residue.labour)} person-days per hectare per season, against ${f1(conventional.labour)} on the conventional plots. Sowing the mucuna took about two person-days per hectare each season, far less than the weeding it saved.`,
          soilTable,
          "On three of the ten farms, part of the mulch was lost to free-ranging cattle or to a dry-season bush fire in at least one year. On those farms the rise in organic carbon under mucuna was about 0.18 points, against about 0.35 points on the other seven.",
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          `Cover crops and residue retention improved the soil and cut weeding labour within three seasons, and the yield benefit appeared from the second season. A mulch of mucuna or maize residue shades out weeds, protects the soil surface from the heavy rains of the humid south, keeps the soil cooler and moister, and feeds the soil organisms that build organic matter ${cite("brady")}. Mucuna, a legume, also adds nitrogen fixed from the air ${cite("giller")}, which probably explains why it gave a larger yield gain than maize residue alone.`,
          "The farms where mulch was lost show the main obstacle. The benefits depend on the residues staying on the field through the dry season, and bush burning and free grazing remove them. Individual farmers can make fire breaks, but lasting protection needs agreement in the community: on burning, on when and where cattle may graze crop residues, and on compensation when they stray.",
          "Two cautions apply to mucuna. If it is sown too early it climbs and smothers the maize, so it should go in only once the maize is well established. And mucuna seed should not be eaten or fed to animals without proper processing. Seed of mucuna is not always easy to buy, so farmer groups may need to keep their own.",
          "The trial has limits. It covered three seasons on ten farms, with one maize variety and the farmers' own fertiliser rates, and organic carbon was measured only at the start and end. Gains in organic carbon build slowly and can be lost quickly if burning resumes. These are demonstration figures, as stated on the first page.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          "Stop burning crop residues. Cut the maize stalks after harvest and lay them on the soil as mulch.",
          "Try mucuna on part of your farm: sow it between the maize rows about six weeks after the maize, let it grow after the harvest, and slash it before the next planting.",
          "Plant the next maize crop through the mulch with as little tillage as possible.",
          "Protect the mulch through the dry season: make fire breaks, and agree with neighbours and herders on burning and grazing.",
          "Be patient for one season: in this trial the gains in yield came from the second season, while weeding labour fell from the first.",
          "Do not eat mucuna seed or feed it to animals without proper processing.",
          "Extension officers: set up demonstration plots, help farmer groups keep mucuna seed, and support community agreements on fire and grazing.",
        ],
      },
      refs,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 6. Rainfall onset and dry spells (monthly-rainfall-lagos-kano-enugu.csv)
// ---------------------------------------------------------------------------------------------

function rainfallPaper(): DocumentText {
  const { cite, section: refs } = references([
    ["nimet", NIMET_SCP],
    [
      "sivakumar",
      "Sivakumar, M.V.K. (1988). Work on predicting the potential of the rainy season from the date of onset of rains in the Sahelian and Sudanian zones of West Africa. Agricultural and Forest Meteorology.",
    ],
    ["mann", "Mann, H.B. (1945). Nonparametric tests against trend. Econometrica."],
    [
      "kendall",
      "Kendall, M.G. (1975). Rank Correlation Methods, 4th edition. Charles Griffin, London.",
    ],
    [
      "sen",
      "Sen, P.K. (1968). Estimates of the regression coefficient based on Kendall's tau. Journal of the American Statistical Association.",
    ],
    [
      "wmo",
      "World Meteorological Organization. Guide to Climatological Practices (WMO-No. 100). WMO, Geneva.",
    ],
    [
      "ipcc",
      "Intergovernmental Panel on Climate Change (IPCC). Sixth Assessment Report (2021-2022), including its chapters on Africa. IPCC, Geneva.",
    ],
    ["iita", IITA_GENERAL],
  ]);

  const rain = rainfallFigures();
  const [lagos, enugu, kano] = rain.stations;
  if (!lagos || !enugu || !kano) throw new Error("Missing a station in the rainfall data set");
  const firstWetMonth = (s: typeof lagos) =>
    MONTHS[s.monthly.findIndex((m) => m.rain >= 100)] ?? "none";
  const onset: [string, string, string, string, number, string][] = [
    ["Lagos (Ikeja)", "1 March", "27 March", "4 April", 4, "0.09"],
    ["Enugu", "1 March", "8 April", "20 April", 6, "0.03"],
    ["Kano", "1 May", "28 May", "15 June", 9, "0.01"],
  ];
  const onsetTable: Table = {
    caption: "Table 1. Onset of the rainy season, 1991-2020",
    columns: [
      "Station",
      "Search starts",
      "Mean onset, 1991-2000",
      "Mean onset, 2011-2020",
      "Trend (days later per decade)",
      "Mann-Kendall p-value",
    ],
    rows: onset.map(([station, start, first, last, slope, p]) => [
      station,
      start,
      first,
      last,
      `+${slope}`,
      p,
    ]),
    note: "Trend is Sen's slope over the 30 seasons. A p-value below 0.05 means a trend this strong would rarely arise by chance.",
  };
  const spells: [string, number, number, number, number][] = [
    ["Lagos (Ikeja)", 11, 14, 3, 5],
    ["Enugu", 10, 13, 4, 7],
    ["Kano", 9, 15, 5, 10],
  ];
  const spellTable: Table = {
    caption: "Table 2. Variability of onset and false starts in two 15-year periods",
    columns: [
      "Station",
      "Spread of onset, 1991-2005 (days)",
      "Spread of onset, 2006-2020 (days)",
      "False starts, 1991-2005 (of 15)",
      "False starts, 2006-2020 (of 15)",
    ],
    rows: spells.map(([station, sd1, sd2, fs1, fs2]) => [
      station,
      String(sd1),
      String(sd2),
      String(fs1),
      String(fs2),
    ]),
    note: "Spread is the standard deviation of the onset date. A false start is a season in which a dry spell of ten days or more followed the first rains within 30 days.",
  };
  const short = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ];
  const monthlyTable: Table = {
    caption: `Table 3. Mean monthly rainfall (mm) and rain days at the three stations, ${rain.firstYear}-${rain.lastYear}`,
    columns: [
      "Month",
      "Lagos (mm)",
      "Lagos (days)",
      "Enugu (mm)",
      "Enugu (days)",
      "Kano (mm)",
      "Kano (days)",
    ],
    rows: [
      ...short.map((month, m) => [
        month,
        ...[lagos, enugu, kano].flatMap((s) => [
          thousands(s.monthly[m]?.rain ?? 0),
          f1(s.monthly[m]?.days ?? 0),
        ]),
      ]),
      [
        "Year",
        ...[lagos, enugu, kano].flatMap((s) => [
          thousands(s.annualMean),
          f1(s.monthly.reduce((a, m) => a + m.days, 0)),
        ]),
      ],
    ],
    note: "Means of the ten years in the open data set Monthly Rainfall for Lagos, Kano and Enugu, 2016-2025.",
  };
  const kanoJune = kano.monthly[5];
  const kanoMay = kano.monthly[4];
  const lagosAug = lagos.monthly[7];
  const lagosJun = lagos.monthly[5];

  return {
    intro:
      "Keywords: rainfall onset, false start, dry spells, climate variability, planting date, Lagos, Enugu, Kano, Nigeria.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Across Nigeria, most farmers plant with the first good rains. That practice suits a season that starts reliably: once the rains begin, they continue. Farmers in many parts of the country now report false starts, when the first rains are followed by two or three weeks of dry weather that kill germinating seed and young seedlings. Replanting costs seed, labour and time, and a late second planting shortens the season for the crop.",
          `The date on which the rainy season really begins, the onset, decides when planting is safe. Agrometeorologists in West Africa define onset with rules that require rain to be sustained, not just a single storm ${cite("sivakumar")}, and NiMet publishes predicted onset dates for each state every year in its Seasonal Climate Prediction ${cite("nimet")}. Assessments of climate change for West Africa also point to more variable rainfall at the start of the season ${cite("ipcc")}.`,
          "This paper looks at how the onset of the rains and the frequency of false starts changed between 1991 and 2020 at three stations with very different climates: Lagos (Ikeja) on the coast, Enugu in the south-east and Kano in the north. It also summarises the ten years of monthly rainfall the academy publishes as an open data set, to help farmers and extension officers plan.",
        ],
      },
      {
        heading: "2. Data and methods",
        paragraphs: [],
      },
      {
        heading: "2.1 Stations and data",
        level: 2,
        paragraphs: [
          `Lagos (Ikeja) has two rainy seasons with a short break in August; Enugu has a long season from about April to October, also with a slight dip in August; Kano has one short season, from about May to September. The daily rainfall series for 1991 to 2020 used for the onset analysis are demonstration data prepared for this paper; real station records are kept by NiMet. The monthly totals and rain days for ${rain.firstYear} to ${rain.lastYear} summarised in Table 3 are the rows of the academy's open data set, Monthly Rainfall for Lagos, Kano and Enugu.`,
        ],
      },
      {
        heading: "2.2 Onset, false starts and trends",
        level: 2,
        paragraphs: [
          `Onset was defined as the first day after a fixed search date (1 March at Lagos and Enugu, 1 May at Kano) on which at least 20 mm of rain fell over one to three days, provided no dry spell of ten days or more followed within the next 30 days. A dry day is a day with less than 1 mm. This is a variant of criteria widely used in West Africa ${cite("sivakumar")}. A season had a false start when the first fall of 20 mm over three days after the search date was followed by a dry spell of ten days or more within 30 days.`,
          `Trends in onset were estimated with Sen's slope ${cite("sen")} and tested with the Mann-Kendall test ${cite("mann", "kendall")}, two methods that do not assume the data follow a normal curve and are little affected by single extreme years, as recommended for climate series ${cite("wmo")}. To see whether onset had become less predictable, the spread of onset dates (their standard deviation) and the number of false starts were compared between 1991-2005 and 2006-2020.`,
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [],
      },
      {
        heading: "3.1 Onset dates",
        level: 2,
        paragraphs: [
          "Onset became later at all three stations (Table 1). At Lagos the mean onset moved from 27 March in 1991-2000 to 4 April in 2011-2020, about four days later per decade. At Enugu it moved from 8 April to 20 April, six days per decade, and at Kano from 28 May to 15 June, nine days per decade. The trends at Enugu and Kano are statistically significant at the 5% level; the smaller trend at Lagos is not, although it points the same way.",
          onsetTable,
        ],
      },
      {
        heading: "3.2 Variability and false starts",
        level: 2,
        paragraphs: [
          "Onset also became harder to predict (Table 2). The spread of onset dates widened at every station, most at Kano, from 9 to 15 days. False starts became more frequent everywhere: from 3 to 5 seasons in 15 at Lagos, 4 to 7 at Enugu and 5 to 10 at Kano. In the later period, two seasons in every three at Kano began with a dry spell of ten days or more after the first rains.",
          spellTable,
        ],
      },
      {
        heading: "3.3 Monthly rainfall, from the open data set",
        level: 2,
        paragraphs: [
          `Table 3 summarises the monthly data set. Annual rainfall averaged ${thousands(lagos.annualMean)} mm at Lagos, ${thousands(enugu.annualMean)} mm at Enugu and ${thousands(kano.annualMean)} mm at Kano, and varied from year to year between ${thousands(kano.annualMin)} and ${thousands(kano.annualMax)} mm at Kano. The first month with a mean of at least 100 mm was ${firstWetMonth(lagos)} at Lagos, ${firstWetMonth(enugu)} at Enugu and ${firstWetMonth(kano)} at Kano, in line with the onset dates in Table 1. At Kano, May brought ${thousands(kanoMay?.rain ?? 0)} mm on about ${f1(kanoMay?.days ?? 0)} rain days on average, against ${thousands(kanoJune?.rain ?? 0)} mm on ${f1(kanoJune?.days ?? 0)} days in June: rain in May is real but thin. Lagos shows its August break clearly, ${thousands(lagosAug?.rain ?? 0)} mm against ${thousands(lagosJun?.rain ?? 0)} mm in June.`,
          monthlyTable,
          "Monthly totals cannot show onset or dry spells, which happen within a month; that needs daily records. The monthly data set is meant for planning: comparing stations, judging how much rain a month usually brings and how much it varies, and planning irrigation.",
        ],
      },
      {
        heading: "4. Discussion",
        paragraphs: [
          "The advice to plant with the first rains is becoming riskier, most of all in the north. At Kano, the season now starts later on average, its start is less predictable, and false starts have become common. A farmer who plants on the first storm in May has a good chance of losing the seed. At Lagos and Enugu the changes are smaller but point the same way.",
          `A later and less reliable onset shortens the usable season, especially where it ends on time. This favours early-maturing varieties ${cite("iita")} and crops that tolerate a dry spell after emergence, and it makes seasonal forecasts more valuable. NiMet's Seasonal Climate Prediction gives expected onset dates for each state ${cite("nimet")}; farmers who combine that forecast with a check that rains have been sustained lower their risk of replanting.`,
          "Thirty years is a short record. Part of the change may reflect natural swings between wetter and drier decades rather than a lasting trend, and three stations cannot describe the whole country. The daily figures are demonstration data, as stated on the first page.",
        ],
      },
      {
        heading: "5. Recommendations for farmers",
        bullets: [
          "Do not plant on the first storm. Wait until about 20 mm has fallen over one to three days and the soil is moist to at least the depth of your hand, and the rains have continued.",
          "Follow NiMet's Seasonal Climate Prediction and the onset advice of your state's agricultural development programme.",
          "In the north, and wherever the season starts late, choose early-maturing varieties.",
          "Keep part of your seed back, so that you can replant after a false start.",
          "Use ridges, tied ridges and mulch to hold water in the soil during the first weeks.",
          "Keep a simple rain gauge and record each day's rain: your own record is the best guide for your farm.",
          "Extension officers: use the monthly data set to compare months and years when planning planting and irrigation campaigns.",
        ],
      },
      refs,
    ],
  };
}

export const PAPER_TEXTS: Record<string, DocumentText> = {
  "cassava-planting-density-south-west": cassavaPaper(),
  "early-maize-fall-armyworm-guinea-savanna": fallArmywormPaper(),
  "soil-acidity-phosphorus-south-west": soilPaper(),
  "low-cost-soil-moisture-sensing": moisturePaper(),
  "cover-crops-residue-maize-systems": coverCropPaper(),
  "rainfall-onset-trends-lagos-enugu-kano": rainfallPaper(),
};
