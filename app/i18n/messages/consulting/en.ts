/** The Consulting page and its three phases (app/domain/consultations/plans.ts, in words). */
const en = {
  meta: {
    title: "Consulting",
    description:
      "Agricultural consulting in three phases – Beginner, Intermediate and Advanced – for Nigerian farms and agribusinesses: plan your farm, raise yields, then scale, process and invest.",
  },
  hero: {
    eyebrow: "Consulting",
    title: "Expert advice for every stage of your farm",
    lead: "Our consultation structure follows the life of a farm business in three phases. Start where you are today: each phase builds on the one before, and our experts meet you by phone, video call or on your farm.",
    book: "Book a consultation",
    ask: "Ask us a question",
  },
  structure: {
    title: "Our consultation structure",
    intro:
      "Three phases, from the first plan to a business ready for investors. Choose the one that matches your farm now.",
  },
  unsure: {
    title: "Not sure which phase fits your farm?",
    text: "Book with the plan closest to where you are. Our expert reviews your details first and will suggest another phase if it suits you better.",
    book: "Book a consultation",
  },
  card: {
    forWhom: "Who it is for: ",
    covers: "What we cover",
    outcome: "You leave with: ",
    start: "Start Now",
    startWith: " with the {plan} plan",
  },
  phases: {
    Beginner: {
      plan: "Beginner",
      phase: "Phase 1",
      title: "Start right: plan your farm",
      forWhom:
        "New farmers, returnees and investors with land or capital who have not yet started, or who are in their first season.",
      summary:
        "Most first-season losses come from decisions made before planting: the wrong site, the wrong crop for the market, or a budget that runs out before harvest. We help you get those decisions right.",
      covers: {
        c1: "Reading your land: soil test results, drainage, water source and access road",
        c2: "Choosing an enterprise that suits your state's climate and your market: cassava, maize, vegetables, poultry, fish or a mix",
        c3: "A first-season budget in naira: land preparation, inputs, labour and a reserve",
        c4: "Where to buy certified seed, day-old chicks or fingerlings, and how to spot fake inputs",
        c5: "A planting or stocking calendar matched to the rains",
        c6: "Simple records from day one: what you spend, what you harvest, what you sell",
      },
      outcome: "A written starter plan with your budget, calendar and input list.",
    },
    Intermediate: {
      plan: "Intermediate",
      phase: "Phase 2",
      title: "Grow: raise yields and margins",
      forWhom:
        "Farms with one or more seasons behind them that want better yields, lower losses and a steadier income.",
      summary:
        "When the farm is running, profit is in the details: feeding the soil properly, stopping pests early, cutting post-harvest losses and selling at the right time and price.",
      covers: {
        c1: "A diagnosis of last season: yield per hectare, cost per unit and where money leaked",
        c2: "Fertiliser plans from soil tests, with organic options, and integrated pest and disease management",
        c3: "Dry-season production: drip irrigation, water scheduling and pump sizing",
        c4: "Cutting post-harvest losses: drying, storage, hermetic bags and simple processing",
        c5: "Selling better: off-takers, aggregators, cooperatives and contract farming",
        c6: "Managing farm workers and keeping records that a bank or cooperative will accept",
      },
      outcome: "An improvement plan with targets per hectare and a season-by-season action list.",
    },
    Advanced: {
      plan: "Advanced",
      phase: "Phase 3",
      title: "Scale: expand, process and invest",
      forWhom:
        "Commercial farms, cooperatives and agribusinesses ready to expand, add processing or raise finance.",
      summary:
        "Scaling up multiplies both profit and risk. We help you test the numbers before you commit, choose the right equipment and build a business that lenders and investors can trust.",
      covers: {
        c1: "Feasibility studies for new land, new enterprises or a processing line",
        c2: "Mechanisation and smart-farming tools that pay for themselves: sensors, farm-management software, solar pumps",
        c3: "Value addition: garri, cassava flour, feed milling, fish smoking and packaging",
        c4: "Standards and approvals for processed food and for export markets",
        c5: "Investor-ready business plans, loan applications and farm insurance against weather risk",
        c6: "Climate-smart and sustainable practices that protect your land and your brand",
      },
      outcome: "A growth roadmap with financial projections you can take to a bank or investor.",
    },
  },
} as const;

export default en;
