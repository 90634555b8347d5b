import type { CONSULTATION_PLANS } from "~/db/schema/enums";

export type ConsultationPlan = (typeof CONSULTATION_PLANS)[number];

export type PlanPhase = {
  plan: ConsultationPlan;
  phase: string;
  title: string;
  forWhom: string;
  summary: string;
  covers: string[];
  outcome: string;
};

/** The three phases of the consultation structure (/consulting), in order. */
export const PLAN_PHASES: readonly PlanPhase[] = [
  {
    plan: "Beginner",
    phase: "Phase 1",
    title: "Start right: plan your farm",
    forWhom:
      "New farmers, returnees and investors with land or capital who have not yet started, or who are in their first season.",
    summary:
      "Most first-season losses come from decisions made before planting: the wrong site, the wrong crop for the market, or a budget that runs out before harvest. We help you get those decisions right.",
    covers: [
      "Reading your land: soil test results, drainage, water source and access road",
      "Choosing an enterprise that suits your state's climate and your market: cassava, maize, vegetables, poultry, fish or a mix",
      "A first-season budget in naira: land preparation, inputs, labour and a reserve",
      "Where to buy certified seed, day-old chicks or fingerlings, and how to spot fake inputs",
      "A planting or stocking calendar matched to the rains",
      "Simple records from day one: what you spend, what you harvest, what you sell",
    ],
    outcome: "A written starter plan with your budget, calendar and input list.",
  },
  {
    plan: "Intermediate",
    phase: "Phase 2",
    title: "Grow: raise yields and margins",
    forWhom:
      "Farms with one or more seasons behind them that want better yields, lower losses and a steadier income.",
    summary:
      "When the farm is running, profit is in the details: feeding the soil properly, stopping pests early, cutting post-harvest losses and selling at the right time and price.",
    covers: [
      "A diagnosis of last season: yield per hectare, cost per unit and where money leaked",
      "Fertiliser plans from soil tests, with organic options, and integrated pest and disease management",
      "Dry-season production: drip irrigation, water scheduling and pump sizing",
      "Cutting post-harvest losses: drying, storage, hermetic bags and simple processing",
      "Selling better: off-takers, aggregators, cooperatives and contract farming",
      "Managing farm workers and keeping records that a bank or cooperative will accept",
    ],
    outcome: "An improvement plan with targets per hectare and a season-by-season action list.",
  },
  {
    plan: "Advanced",
    phase: "Phase 3",
    title: "Scale: expand, process and invest",
    forWhom:
      "Commercial farms, cooperatives and agribusinesses ready to expand, add processing or raise finance.",
    summary:
      "Scaling up multiplies both profit and risk. We help you test the numbers before you commit, choose the right equipment and build a business that lenders and investors can trust.",
    covers: [
      "Feasibility studies for new land, new enterprises or a processing line",
      "Mechanisation and smart-farming tools that pay for themselves: sensors, farm-management software, solar pumps",
      "Value addition: garri, cassava flour, feed milling, fish smoking and packaging",
      "Standards and approvals for processed food and for export markets",
      "Investor-ready business plans, loan applications and farm insurance against weather risk",
      "Climate-smart and sustainable practices that protect your land and your brand",
    ],
    outcome: "A growth roadmap with financial projections you can take to a bank or investor.",
  },
];
