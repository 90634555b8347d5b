// Body text of each demo research paper, keyed by paper slug (the abstract comes from the seed data).
import type { DocumentText } from "./guide-texts";

export const PAPER_TEXTS: Record<string, DocumentText> = {
  "cassava-planting-density-south-west": {
    intro:
      "Keywords: cassava, planting density, improved varieties, root yield, South-West Nigeria.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Nigeria is the world's largest producer of cassava, yet average yields on smallholder farms remain far below those obtained on research stations. Planting density is one of the few yield factors a farmer controls at no extra cost, and recommendations for the improved varieties now widely planted have not been tested on farmers' fields in the South-West.",
        ],
      },
      {
        heading: "2. Materials and methods",
        paragraphs: [
          "Trials were laid out on 16 farms in Ogun and Oyo States in two consecutive seasons. Three varieties (TME 419, TMS 98/0581 and TMS 30572) were planted at 8,000, 10,000, 12,500 and 15,625 plants per hectare in a randomised complete block design with farms as replicates. Plots received 200 kg/ha of NPK 15-15-15 and were weeded three times. Roots were harvested at 12 months and weighed fresh; root number and mean root weight were recorded on ten plants per plot.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Fresh root yield increased from 8,000 to 12,500 plants per hectare for all varieties and did not increase further at 15,625 plants. At the highest density, mean root weight fell by 22% and the share of roots below processor grade rose. TME 419 yielded 24.6 t/ha at 12,500 plants, TMS 98/0581 22.1 t/ha and TMS 30572 20.3 t/ha. Yield differences between seasons were smaller for TME 419 than for the other varieties.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "A spacing of 1 m by 0.8 m (12,500 plants per hectare) gave the best balance of total yield and root size for all three varieties. Higher densities increase the cost of stems and labour without increasing yield. Extension advice for smallholders supplying garri and starch processors should recommend this spacing together with TME 419 where disease-free stems are available.",
        ],
      },
    ],
  },
  "early-maize-fall-armyworm-guinea-savanna": {
    intro: "Keywords: maize, fall armyworm, Spodoptera frugiperda, planting date, early maturity.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Since its arrival in West Africa, fall armyworm has become the most damaging pest of maize in Nigeria. Many farmers respond with repeated calendar spraying, which is costly and harms natural enemies. This study asked whether planting date and variety maturity could reduce damage enough to make spraying less necessary.",
        ],
      },
      {
        heading: "2. Materials and methods",
        paragraphs: [
          "Forty-eight farmer-managed fields in Kaduna State were planted with either early-maturing (90 to 95 days) or late-maturing (115 to 120 days) varieties at three dates: within ten days of the onset of reliable rains, twenty days later and thirty days later. Half of each field was sprayed only when scouting showed more than 20% of plants with fresh damage; the other half was not sprayed. Leaf damage was scored weekly and grain yield measured at harvest.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Fields planted early had a mean leaf damage score roughly half that of fields planted thirty days later. Without insecticide, early-maturing varieties yielded 18% more than late-maturing varieties planted on the same date. Scouting-based spraying required on average 1.6 applications compared with the 3.5 applications farmers usually made, a reduction of 55%, and yields were not significantly different from those of the farmers' usual practice.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "Planting early with the reliable rains allows maize to pass its most vulnerable stage before pest populations peak. Combined with early-maturing varieties and scouting-based decisions, this reduces both losses and insecticide costs. Extension programmes should teach scouting and action thresholds rather than calendar spraying.",
        ],
      },
    ],
  },
  "soil-acidity-phosphorus-south-west": {
    intro: "Keywords: soil acidity, phosphorus, organic carbon, smallholder farms, soil testing.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Blanket fertiliser recommendations assume that soils across a region are similar. Farmers in the South-West often report poor responses to fertiliser, which suggests that soil acidity or other constraints limit the use of the nutrients applied.",
        ],
      },
      {
        heading: "2. Materials and methods",
        paragraphs: [
          "Between two cropping seasons, 612 composite topsoil samples (0 to 20 cm, twenty cores each) were collected from smallholder farms in Lagos, Ogun, Oyo and Osun States. Samples were analysed for pH in water (1:1), organic carbon (Walkley-Black), available phosphorus (Bray-1) and exchangeable potassium. Land use was recorded as continuous cropping, cropping after fallow, or cropping with regular manure.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Soil pH ranged from 4.2 to 6.7 with a median of 5.3; 61% of samples were below pH 5.5. Available phosphorus was below 10 mg/kg in 74% of samples. Organic carbon averaged 0.8% under continuous cropping, compared with 1.3% after fallow and 1.4% where manure was applied regularly. Exchangeable potassium was adequate in most samples.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "Acidity and phosphorus deficiency, not potassium, are the main soil constraints on the farms surveyed. Applying NPK without correcting acidity wastes much of the phosphorus. We recommend routine soil testing, liming of fields below pH 5.5, phosphorus rates based on test results, and the return of crop residues and manure. The anonymised data are published as an open data set.",
        ],
      },
    ],
  },
  "low-cost-soil-moisture-sensing": {
    intro: "Keywords: soil moisture, capacitive sensor, calibration, drip irrigation, tomato.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Dry-season vegetable growers usually irrigate on a fixed daily routine, which wastes water and fuel early in the season and can leave crops short at peak demand. Commercial soil moisture probes are too expensive for most smallholders, while low-cost capacitive sensors are widely available but rarely calibrated.",
        ],
      },
      {
        heading: "2. Materials and methods",
        paragraphs: [
          "Twenty capacitive sensors were calibrated against gravimetric water content on sandy loam soils from three farms in Kano State, using a simple procedure: soil was packed into buckets at field density and wetted in steps, and each step was weighed. The calibrated sensors were then installed at 15 cm depth on twelve drip-irrigated tomato plots. Half of the plots were irrigated when the sensor showed 50% of available water used; the other half received fixed daily irrigation.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Uncalibrated readings differed from measured volumetric water content by up to 9 percentage points. After calibration the error was within 3 percentage points. Sensor-scheduled plots used 28% less water over the season, with marketable yields of 31.2 t/ha against 30.6 t/ha on plots irrigated daily.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "Low-cost sensors give reliable guidance once calibrated for the soil in which they are used. The bucket calibration can be carried out by extension workers with a kitchen scale. Water savings translate directly into lower pumping costs and allow larger areas to be irrigated from the same source.",
        ],
      },
    ],
  },
  "cover-crops-residue-maize-systems": {
    intro: "Keywords: cover crops, mucuna, residue retention, soil organic carbon, maize.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Continuous cropping and the burning of crop residues have depleted soil organic matter on many smallholder farms in Nigeria. Cover crops and residue retention are promoted as remedies, but farmers need evidence of benefits within a few seasons.",
        ],
      },
      {
        heading: "2. Materials and methods",
        paragraphs: [
          "Three treatments were compared on ten farms in Enugu and Benue States over three seasons: conventional maize with residues removed or burned; maize following a mucuna cover crop; and maize with all residues retained as surface mulch. All plots received the same fertiliser. Soil organic carbon was measured at the start and end of the trial, weeding labour was recorded in person-days, and grain yield was measured each season.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Soil organic carbon rose by 0.3 percentage points under the mucuna treatment and 0.2 under residue retention, while it fell slightly under conventional practice. Weeding labour was about a third lower under both conservation treatments. Yields were similar in the first season; by the third season the mucuna treatment yielded 21% more than conventional maize.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "Cover crops and residue retention improve soil and reduce labour within three seasons. Their main obstacles are bush burning and free grazing, which remove residues. Community agreements on fire and grazing are therefore as important as the practices themselves.",
        ],
      },
    ],
  },
  "rainfall-onset-trends-lagos-enugu-kano": {
    intro: "Keywords: rainfall onset, dry spells, climate variability, planting date, Nigeria.",
    sections: [
      {
        heading: "1. Introduction",
        paragraphs: [
          "Farmers across Nigeria plant with the first rains, a practice suited to a season that starts reliably. Farmers increasingly report false starts, when the first rains are followed by weeks of dry weather that kill germinating crops.",
        ],
      },
      {
        heading: "2. Data and methods",
        paragraphs: [
          "Daily rainfall from the synoptic stations at Lagos (Ikeja), Enugu and Kano for 1991 to 2020 was used. Onset was defined as the first day after a fixed start date on which at least 20 mm fell over three days, not followed by a dry spell of ten days or more within the next thirty days. Trends were estimated with the Mann-Kendall test and Sen's slope.",
        ],
      },
      {
        heading: "3. Results",
        paragraphs: [
          "Onset became later at all three stations: by about four days per decade at Lagos, six at Enugu and nine at Kano. Year-to-year variability of onset also increased. The number of seasons with a dry spell of ten days or more within a month of the first rains rose at all stations, most strongly at Kano.",
        ],
      },
      {
        heading: "4. Discussion and recommendations",
        paragraphs: [
          "Advice to plant with the first rains is increasingly risky. Planting should wait for sustained rainfall that meets an onset criterion, and farmers should prefer early-maturing varieties in late seasons. Monthly rainfall for the three stations is published as an open data set to support local planning.",
        ],
      },
    ],
  },
};
