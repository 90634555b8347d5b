// Body text of the PDF guide that comes with each demo course, keyed by course slug.
/** A small table of figures, set across the text width with its caption above and note below. */
export type Table = {
  /** e.g. "Table 1. Fresh root yield (t/ha) by variety and planting density" */
  caption: string;
  columns: string[];
  rows: string[][];
  /** Source or explanation, set small under the table. */
  note?: string;
};
/** A paragraph of text, or a table between paragraphs. */
export type Block = string | Table;
export type Section = {
  heading: string;
  /** 2 for a sub-heading such as "2.1 Study area"; sections are level 1 by default. */
  level?: 1 | 2;
  paragraphs?: Block[];
  bullets?: string[];
  /** A numbered list of references, set smaller with a hanging indent. */
  references?: string[];
};
export type DocumentText = { intro: string; sections: Section[] };

export const GUIDE_TEXTS: Record<string, DocumentText> = {
  "cassava-production-for-profit": {
    intro:
      "This guide summarises the course Cassava Production for Profit. Keep it with you on the farm: each section matches a lesson, and the checklist at the end helps you plan one hectare.",
    sections: [
      {
        heading: "1. Choosing land and variety",
        paragraphs: [
          "Cassava grows on most well-drained soils, but yields best on deep sandy loams. Avoid waterlogged valley bottoms and very stony land. Improved varieties such as TME 419, TMS 98/0581 and TMS 30572 yield two to three times more than local stems and resist cassava mosaic disease.",
          "Buy stems from a certified multiplier or a trusted neighbour whose field shows no mosaic (yellow, twisted leaves). Stems should be 8 to 12 months old and planted within five days of cutting.",
        ],
      },
      {
        heading: "2. Land preparation and planting",
        paragraphs: [
          "Clear the land without burning the residues, then make ridges or mounds where the soil is heavy or the field floods briefly. On light, free-draining soil, flat planting works and saves labour.",
          "Cut stems into 25 cm pieces with five to seven nodes. Plant at 1 m between rows and 0.8 m within the row for about 12,500 stands per hectare. Push two thirds of each cutting into the soil at an angle, buds pointing up. Fill gaps within four weeks.",
        ],
      },
      {
        heading: "3. Weeding and fertiliser",
        paragraphs: [
          "The first three months decide your yield. Weed at 3, 8 and 12 weeks after planting; after that the canopy shades out most weeds.",
          "Where a soil test is not available, apply 200 kg of NPK 15-15-15 per hectare (four 50 kg bags) in a ring 10 cm from each stand, six to eight weeks after planting.",
        ],
      },
      {
        heading: "4. Harvesting and selling",
        paragraphs: [
          "Most improved varieties are ready 10 to 12 months after planting. Roots start to deteriorate within two days of harvest, so harvest only what the buyer will collect, and agree the price per tonne before you start digging.",
        ],
      },
      {
        heading: "One-hectare checklist",
        bullets: [
          "Land cleared and ridged before the rains are established",
          "About 60 bundles of certified stems ordered",
          "Labour booked for planting and three weedings",
          "Four bags of NPK 15-15-15 bought",
          "Buyer identified and price agreed before harvest",
        ],
      },
    ],
  },
  "commercial-poultry-management": {
    intro:
      "This handbook accompanies the course Commercial Poultry Management. It brings together the numbers you need on the farm: space, temperature, feed and the vaccination calendar.",
    sections: [
      {
        heading: "1. Housing",
        paragraphs: [
          "Build the house on high, well-drained ground with its length running east to west, so the afternoon sun does not shine inside. Allow 0.1 m² per broiler and 0.15 m² per layer on deep litter. Half-walls of block topped with wire mesh give the ventilation that hot afternoons require.",
        ],
      },
      {
        heading: "2. Brooding",
        paragraphs: [
          "Warm the brooder for a day before the chicks arrive. Keep 32 to 35 °C at chick level in the first week and reduce by about 3 °C each week. Chicks crowding under the heat source are cold; chicks panting at the edges are too hot.",
          "Give clean water with glucose on arrival and feed within two hours. Aim for mortality below 3% in the first week.",
        ],
      },
      {
        heading: "3. Feeding",
        bullets: [
          "Broilers: starter for weeks 1 to 3, finisher from week 4 to market",
          "Layers: chick mash to week 8, grower mash to week 18, layer mash from the first eggs",
          "Keep feed dry and off the floor; mouldy feed causes losses you will not see at once",
          "Check feeder height weekly so birds eat at the level of their backs",
        ],
      },
      {
        heading: "4. Vaccination calendar (ask your vet to confirm for your area)",
        bullets: [
          "Day 1: Marek's disease (usually done at the hatchery)",
          "Day 7: Newcastle disease (Lasota or Hitchner B1), eye drop or drinking water",
          "Day 10 to 14: Gumboro (infectious bursal disease)",
          "Day 21: Newcastle booster",
          "Day 28: Gumboro booster",
          "Week 6 to 8: Fowl pox, wing web (layers)",
          "Week 16 to 18: Newcastle (Komarov) before lay (layers)",
        ],
      },
      {
        heading: "5. Records",
        paragraphs: [
          "Record every day: birds alive, deaths, feed given, eggs collected, medicines and money spent. At the end of each week work out the feed conversion ratio for broilers, or the cost of producing one crate of 30 eggs for layers. These two numbers tell you whether the batch is making money.",
        ],
      },
    ],
  },
  "catfish-farming-for-beginners": {
    intro:
      "This starter guide accompanies the course Catfish Farming for Beginners. It covers the choices you make before stocking and the routine that keeps fish alive and growing.",
    sections: [
      {
        heading: "1. Choosing a pond",
        paragraphs: [
          "Tarpaulin ponds are cheap and quick to set up and last three to five years. Concrete ponds cost more but last decades. Earthen ponds need a constant water source and suitable clay soil. A steady supply of clean water from a borehole is the most important investment for any system.",
        ],
      },
      {
        heading: "2. Stocking",
        paragraphs: [
          "Buy fingerlings of even size from a hatchery you trust. In a tarpaulin pond with regular water changes, stock about 100 fish per cubic metre. Float the bags in the pond for 15 minutes so the water temperatures equalise before you release the fish.",
        ],
      },
      {
        heading: "3. Feeding and sorting",
        bullets: [
          "Weeks 1 to 4: 2 mm floating feed, 5% of body weight a day in three meals",
          "Weeks 5 to 10: 4 mm feed, 4% of body weight in two meals",
          "Week 11 to harvest: 6 to 9 mm feed, 2 to 3% of body weight",
          "Sort by size every two to three weeks to prevent big fish eating small ones",
          "Remove feed that is not eaten within 15 minutes",
        ],
      },
      {
        heading: "4. Water quality",
        paragraphs: [
          "Fish gasping at the surface in the early morning are short of oxygen. Change a third of the water twice a week, and more often as the fish grow. Green water is fine; foul-smelling water with dead fish is not. Never add new fish without keeping them apart for a week first.",
        ],
      },
      {
        heading: "5. Harvest",
        paragraphs: [
          "Table-size fish of 1 to 1.2 kg are reached in about five months. Stop feeding a day before harvest so the fish travel well, and agree prices with buyers a month ahead, particularly before festive seasons.",
        ],
      },
    ],
  },
  "farm-records-on-your-phone": {
    intro:
      "This guide accompanies the course Farm Records on Your Phone. It explains the record template the course uses and the routine that keeps it up to date with a few minutes a day.",
    sections: [
      {
        heading: "1. The five records",
        bullets: [
          "Inputs: seed, feed, fertiliser, chemicals, with date, quantity and cost",
          "Labour: who worked, on what, for how long, and what they were paid",
          "Sales: what was sold, to whom, quantity, price and whether paid",
          "Stock: animals, stored produce and inputs on hand",
          "Cash: money in and money out, including what you took for the household",
        ],
      },
      {
        heading: "2. Setting up",
        paragraphs: [
          "Use any spreadsheet app on your phone and make one sheet per record. Keep the columns simple: date, item, quantity, unit, amount in naira, notes. Write a new row for every event; never overwrite old rows.",
        ],
      },
      {
        heading: "3. Routine",
        paragraphs: [
          "Fill in the records each evening; it takes five minutes when it is a habit. Once a week, copy the file to a second place when you have Wi-Fi. Keep a small paper notebook as a fallback for days when the phone is flat.",
        ],
      },
      {
        heading: "4. Using the numbers",
        paragraphs: [
          "At the end of each month add up money in and money out for each crop or animal. Divide costs by the quantity produced to find your cost per kilogram, crate or bird. If your cost is above the market price, you know where to look before the next season.",
        ],
      },
    ],
  },
  "agribusiness-planning-and-finance": {
    intro:
      "This workbook accompanies the course Agribusiness Planning and Finance. Work through it with your own numbers: at the end you will have the parts of a one-page business plan.",
    sections: [
      {
        heading: "1. Separate the business",
        paragraphs: [
          "Open a bank account used only for the farm and pay yourself a fixed amount each month. Lenders trust a farm whose money can be followed. Registering a business name with the Corporate Affairs Commission is inexpensive and opens doors to many buyers and schemes.",
        ],
      },
      {
        heading: "2. Cost a season",
        paragraphs: [
          "List every cost for one season: land, seed, fertiliser, chemicals, labour, transport, bags and fees. Add a share of the cost of equipment that lasts several seasons. Divide the total by the expected harvest to find your break-even price per unit.",
        ],
      },
      {
        heading: "3. The one-page plan",
        bullets: [
          "Market: who buys, how much, at what price, and when",
          "Production: land, crop or animal, expected yield and risks",
          "People: who runs the farm and what experience they have",
          "Money: total cost, finance needed, expected sales and repayment dates",
        ],
      },
      {
        heading: "4. Finance",
        paragraphs: [
          "Microfinance banks, cooperatives and government intervention schemes each ask for different documents, but all want records, a plan and evidence of a market. Borrow only for costs that produce income within the loan period, and avoid lenders who ask for fees before approval.",
        ],
      },
      {
        heading: "5. Off-taker contracts",
        paragraphs: [
          "Before planting, agree in writing with your buyer on quantity, quality standard, price or price formula, delivery dates and payment terms. A signed contract also strengthens a loan application.",
        ],
      },
    ],
  },
  "climate-smart-farming": {
    intro:
      "This guide accompanies the course Climate-Smart and Regenerative Farming. It lists practices that protect yields against erratic rains and rebuild soil, most of them at little or no cost.",
    sections: [
      {
        heading: "1. What has changed",
        paragraphs: [
          "Across Nigeria the reliable rains now tend to start later and dry spells early in the season are more frequent. Afternoons are hotter, which increases the water crops need. Practices that keep water in the soil and spread risk matter more every year.",
        ],
      },
      {
        heading: "2. Keep the soil covered",
        paragraphs: [
          "Leave crop residues on the surface instead of burning them. A 5 cm layer of mulch reduces evaporation and keeps the soil cooler. Between seasons, a cover crop such as mucuna or cowpea protects the soil, suppresses weeds and adds nitrogen.",
        ],
      },
      {
        heading: "3. Rotate and intercrop",
        bullets: [
          "Follow maize with soybean, cowpea or groundnut",
          "Intercrop maize with cowpea to spread risk and feed the soil",
          "Do not grow the same crop on the same field three seasons running",
        ],
      },
      {
        heading: "4. Trees on the farm",
        paragraphs: [
          "A row of trees on the windward side reduces wind damage and evaporation. Moringa, cashew and mango earn money; gliricidia and leucaena can be pruned for mulch and fodder. Plant trees where they will not shade your main crops.",
        ],
      },
      {
        heading: "5. Planting dates",
        paragraphs: [
          "Wait until at least 20 mm of rain has fallen over two or three days and the soil is moist to the depth of your hand. Choose early-maturing varieties when the season starts late.",
        ],
      },
    ],
  },
  "smart-farming-sensors-and-drones": {
    intro:
      "This guide accompanies the course Smart Farming with Sensors and Drones. It is a practical reference for choosing, installing and paying for farm technology.",
    sections: [
      {
        heading: "1. Start from decisions",
        paragraphs: [
          "Technology pays when it changes a decision: when to irrigate, whether to spray, how much fertiliser to apply, when to harvest. Write down the decision first, then choose the measurement that informs it.",
        ],
      },
      {
        heading: "2. Soil moisture sensors",
        paragraphs: [
          "Install sensors in the root zone, usually at 15 cm and 30 cm for vegetables, in a spot that represents the field. Calibrate each sensor against a few weighed soil samples, because readings depend on soil texture. Irrigate when readings fall to the level the calibration shows as half the available water.",
        ],
      },
      {
        heading: "3. Drone imagery",
        paragraphs: [
          "Multispectral images turned into NDVI maps show differences in crop vigour before they are visible. Always visit the low-vigour patches on foot: the cause may be pests, waterlogging, nutrient shortage or simply a different planting date.",
        ],
      },
      {
        heading: "4. Drone spraying",
        bullets: [
          "Obtain the permissions required by the aviation authority before flying",
          "Use only products registered for the crop, at the label dose",
          "Do not fly in winds above 15 km/h; keep buffers from homes and water",
          "Operators wear protective equipment when mixing and loading",
        ],
      },
      {
        heading: "5. Costs and returns",
        paragraphs: [
          "Compare the cost of equipment or services with measurable savings in water, fuel, chemicals and labour, and with yield gained. Many farms start by hiring a service provider for a season before buying equipment.",
        ],
      },
    ],
  },
  "drip-irrigation-for-dry-season-vegetables": {
    intro:
      "This design guide accompanies the course Drip Irrigation for Dry-Season Vegetables. It contains the figures you need to lay out, install and run a small drip system.",
    sections: [
      {
        heading: "1. Water needs",
        paragraphs: [
          "During the Harmattan a tomato crop at full canopy uses 5 to 7 mm of water a day, which is 5 to 7 litres per square metre. A 500 m² plot therefore needs 2,500 to 3,500 litres a day at peak, less when plants are young.",
        ],
      },
      {
        heading: "2. Layout",
        bullets: [
          "Raised beds 1 m wide with 0.5 m paths",
          "Two drip lines per bed for tomato and pepper, three for onion",
          "Emitters every 20 to 30 cm, about 1 to 2 litres per hour",
          "Lateral lines no longer than 30 m on a gravity system",
          "A screen or disc filter between the tank and the main line",
        ],
      },
      {
        heading: "3. Gravity or pump",
        paragraphs: [
          "A 2,000 litre tank raised 1.5 m above the beds irrigates about 500 m² by gravity. Larger plots need a pump: a small solar pump avoids fuel costs and suits plots up to about 2,000 m² where the water table is shallow.",
        ],
      },
      {
        heading: "4. Scheduling and fertigation",
        paragraphs: [
          "Run the system once or twice a day, for as long as it takes to replace the water used. Check the soil at root depth: it should be moist but not muddy. Soluble fertilisers can be injected through a venturi or added to the tank; flush the lines with clean water afterwards.",
        ],
      },
      {
        heading: "5. Maintenance",
        bullets: [
          "Clean the filter every week, more often with pond or river water",
          "Flush the ends of the laterals every two weeks",
          "Walk the lines during irrigation and mark dry spots",
          "Store drip tape out of the sun between seasons",
        ],
      },
    ],
  },
  "integrated-pest-management-for-maize": {
    intro:
      "This field manual accompanies the course Integrated Pest Management for Maize. Use it in the field to identify pests, decide when to act and spray safely.",
    sections: [
      {
        heading: "1. Main pests",
        bullets: [
          "Fall armyworm: larvae in the whorl, windowpane damage, sawdust-like droppings, inverted Y on the head",
          "Stem borers: small holes in leaves in a row, tunnels in the stem, broken tassels",
          "Maize weevil and larger grain borer: damage in storage, floury dust, holed grains",
        ],
      },
      {
        heading: "2. Scouting",
        paragraphs: [
          "Twice a week for the first six weeks, walk the field in a W pattern and check ten consecutive plants at each of five points: fifty plants in total. Count plants with fresh damage. If more than 10 of the 50 plants (20%) show fresh damage in the first four weeks, action is needed; later, the threshold rises to about 40%.",
        ],
      },
      {
        heading: "3. Prevention",
        paragraphs: [
          "Plant early with the reliable rains and all at once across neighbouring fields. Keep field margins clean, intercrop with legumes and protect the ants, earwigs, birds and wasps that eat larvae and eggs: broad-spectrum sprays kill them too.",
        ],
      },
      {
        heading: "4. Spraying safely",
        bullets: [
          "Use a product registered for the pest, at the dose on the label",
          "Spray into the whorl in the early morning or late afternoon",
          "Wear gloves, boots, long sleeves and a face mask",
          "Never store chemicals in food or drink containers",
          "Respect the waiting period between the last spray and harvest",
        ],
      },
      {
        heading: "5. Storage",
        paragraphs: [
          "Dry grain below 13% moisture, clean the store and use hermetic bags. Sealed grain keeps for many months without storage chemicals.",
        ],
      },
    ],
  },
  "soil-testing-and-fertiliser-planning": {
    intro:
      "This guide accompanies the course Soil Testing and Fertiliser Planning. It takes you from taking a sample to buying the right fertiliser.",
    sections: [
      {
        heading: "1. What soil gives a crop",
        paragraphs: [
          "Crops take most of their nitrogen, phosphorus and potassium from the soil. Soil pH controls how much of these nutrients the roots can use: below pH 5.5 phosphorus is locked up and aluminium can damage roots. Organic matter holds water and nutrients and feeds soil life.",
        ],
      },
      {
        heading: "2. Taking a sample",
        bullets: [
          "One sample for each field that looks and has been managed the same",
          "Twenty cores in a zig-zag, 0 to 20 cm deep, avoiding ant hills and old heaps",
          "Mix in a clean bucket and keep about 500 g in a labelled bag",
          "Record the field name, crop history and date",
          "Send to the laboratory within a week; dry it in the shade if it must wait",
        ],
      },
      {
        heading: "3. Reading the report",
        paragraphs: [
          "Most laboratory reports give pH, organic carbon, total nitrogen, available phosphorus (Bray-1) and exchangeable potassium. As a rough guide for Nigerian soils: pH below 5.5 is acidic; organic carbon below 1% is low; available phosphorus below 10 mg/kg is low; exchangeable potassium below 0.2 cmol/kg is low.",
        ],
      },
      {
        heading: "4. From report to plan",
        paragraphs: [
          "Lime acidic fields two to four weeks before planting. Convert the recommended nutrients into bags: a 50 kg bag of NPK 15-15-15 supplies 7.5 kg each of nitrogen, phosphate and potash, and a bag of urea supplies 23 kg of nitrogen. Split nitrogen between planting and four to six weeks later to reduce losses.",
        ],
      },
    ],
  },
  "beekeeping-and-honey-processing": {
    intro:
      "This starter guide accompanies the course Beekeeping and Honey Processing. It introduces the colony, the Kenyan top-bar hive and clean honey harvesting.",
    sections: [
      {
        heading: "1. The colony",
        paragraphs: [
          "A colony has one queen, thousands of female workers and, in season, a few hundred drones. Workers forage within about three kilometres, so the flowers around your apiary decide how much honey you harvest.",
        ],
      },
      {
        heading: "2. Siting hives",
        bullets: [
          "Shade in the afternoon and shelter from strong wind",
          "Clean water within a few hundred metres",
          "At least 50 m from homes, roads and livestock",
          "Bait new hives with old comb or beeswax before the swarming season",
        ],
      },
      {
        heading: "3. Harvesting honey",
        paragraphs: [
          "Harvest only capped comb, at night or in the cool early morning, using gentle smoke. Leave enough honey for the colony. Strain through a clean cloth into food-grade buckets and seal the jars: honey absorbs moisture from the air and ferments if left open.",
        ],
      },
    ],
  },
};
