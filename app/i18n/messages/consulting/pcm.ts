import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "Consulting",
    description:
      "Farm advice for three level – Beginner, Intermediate and Advanced – for Nigerian farms and agro business: plan your farm, make your harvest increase, then grow am big, process and bring investors.",
  },
  hero: {
    eyebrow: "Consulting",
    title: "Expert advice for every level of your farm",
    lead: "How we dey do consultation dey follow di life of farm business for three level. Start from where you dey today: each level dey build on di one before am, and our experts go meet you by phone, video call or for your farm.",
    book: "Book consultation",
    ask: "Ask us question",
  },
  structure: {
    title: "How our consultation dey work",
    intro:
      "Three level, from di first plan reach business wey ready for investors. Choose di one wey match your farm now.",
  },
  unsure: {
    title: "You no sure which level fit your farm?",
    text: "Book wit di plan wey near where you dey. Our expert go first check your details, and e go tell you if anoda level go fit you better.",
    book: "Book consultation",
  },
  card: {
    forWhom: "Na for who: ",
    covers: "Wetin we go cover",
    outcome: "Wetin you go carry go: ",
    start: "Start now",
    startWith: " wit di {plan} plan",
  },
  phases: {
    Beginner: {
      plan: "Beginner",
      phase: "Level 1",
      title: "Start well: plan your farm",
      forWhom:
        "New farmers, people wey dey come back home, and investors wey get land or money but never start, or wey dey dia first season.",
      summary:
        "Most loss for first season dey come from decision wey dem make before dem plant: wrong place, wrong crop for di market, or money wey finish before harvest. We go help you make dose decisions correct.",
      covers: {
        c1: "How to read your land: soil test result, how water dey comot, where water go come from, and road to di farm",
        c2: "Choose business wey fit your state weather and your market: cassava, maize, vegetables, poultry, fish or mix of dem",
        c3: "Budget for first season in naira: land preparation, farm inputs, workers and money wey you keep for emergency",
        c4: "Where to buy certified seed, day-old chicks or fingerlings, and how to know fake inputs",
        c5: "Planting or stocking calendar wey follow di rain",
        c6: "Simple record from day one: wetin you spend, wetin you harvest, wetin you sell",
      },
      outcome: "Starter plan wey dem write down, wit your budget, calendar and list of inputs.",
    },
    Intermediate: {
      plan: "Intermediate",
      phase: "Level 2",
      title: "Grow: make harvest and profit increase",
      forWhom:
        "Farms wey don do one season or more and wan better harvest, less loss and money wey dey come steady.",
      summary:
        "When di farm don dey run, profit dey for di small small things: feed di soil well, stop pests early, reduce loss after harvest, and sell for correct time and price.",
      covers: {
        c1: "We go check last season: harvest per hectare, cost per unit and where money leak",
        c2: "Fertiliser plan from soil test, wit organic options, and how to control pests and disease together",
        c3: "Dry season farming: drip water, when to water and which pump size fit",
        c4: "Reduce loss after harvest: drying, storing, hermetic bags and simple processing",
        c5: "Sell better: off-takers, aggregators, cooperatives and contract farming",
        c6: "How to manage farm workers and keep record wey bank or cooperative go accept",
      },
      outcome: "Plan to improve, wit targets per hectare and list of wetin to do every season.",
    },
    Advanced: {
      plan: "Advanced",
      phase: "Level 3",
      title: "Grow big: expand, process and invest",
      forWhom:
        "Big commercial farms, cooperatives and agro businesses wey ready to expand, add processing or find money.",
      summary:
        "When you grow big, both profit and risk dey increase. We go help you check di numbers before you put money, choose di correct machines, and build business wey lenders and investors fit trust.",
      covers: {
        c1: "Study to know if new land, new business or processing line go work",
        c2: "Machines and smart farm tools wey go pay for demself: sensors, farm management software, solar pumps",
        c3: "Add value: garri, cassava flour, feed milling, fish smoking and packaging",
        c4: "Standards and approvals for processed food and for export market",
        c5: "Business plan wey investors go like, loan application and farm insurance against bad weather",
        c6: "Farming wey fit di weather and no go spoil land, wey go protect your land and your name",
      },
      outcome: "Road map to grow, wit money projections wey you fit carry go bank or investor.",
    },
  },
};

export default pcm;
