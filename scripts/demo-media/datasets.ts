// Builds the three open data sets of the research page. Figures follow published climatology and
// typical survey ranges; the year-to-year variation comes from a seeded generator, so every run
// writes byte-identical files.

/** mulberry32: a tiny deterministic PRNG. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const csv = (header: string[], rows: (string | number)[][]) =>
  `${[header, ...rows].map((r) => r.join(",")).join("\n")}\n`;

export function maizeYieldsCsv(): string {
  const next = generator(2021);
  const states: { state: string; zone: string; wet: number; dry?: number }[] = [
    { state: "Kaduna", zone: "North West", wet: 2.4, dry: 2.9 },
    { state: "Kano", zone: "North West", wet: 2.1, dry: 2.8 },
    { state: "Katsina", zone: "North West", wet: 1.9, dry: 2.5 },
    { state: "Bauchi", zone: "North East", wet: 1.8, dry: 2.4 },
    { state: "Niger", zone: "North Central", wet: 2.0, dry: 2.6 },
    { state: "Plateau", zone: "North Central", wet: 2.3, dry: 3.0 },
    { state: "Benue", zone: "North Central", wet: 1.9 },
    { state: "Oyo", zone: "South West", wet: 1.7 },
    { state: "Ogun", zone: "South West", wet: 1.5 },
    { state: "Enugu", zone: "South East", wet: 1.6 },
  ];
  const rows: (string | number)[][] = [];
  for (let year = 2021; year <= 2025; year++) {
    for (const s of states) {
      for (const season of ["wet", "dry"] as const) {
        const base = season === "wet" ? s.wet : s.dry;
        if (base === undefined) continue;
        const trend = 1 + 0.02 * (year - 2021);
        const mean = base * trend * (0.9 + 0.2 * next());
        const trained = mean * (1.25 + 0.15 * next());
        const farms =
          season === "wet" ? 40 + Math.floor(next() * 60) : 15 + Math.floor(next() * 25);
        rows.push([
          year,
          season === "wet" ? "rainy" : "dry (irrigated)",
          s.state,
          s.zone,
          farms,
          mean.toFixed(2),
          trained.toFixed(2),
        ]);
      }
    }
  }
  return csv(
    [
      "year",
      "season",
      "state",
      "zone",
      "farms_sampled",
      "mean_yield_t_ha",
      "afa_trained_mean_yield_t_ha",
    ],
    rows,
  );
}

export function monthlyRainfallCsv(): string {
  const next = generator(1991);
  // Long-term monthly means (mm) and rain days, January to December.
  const stations = [
    {
      station: "Lagos (Ikeja)",
      rain: [35, 41, 99, 141, 204, 300, 185, 74, 156, 163, 61, 21],
      days: [3, 3, 7, 10, 14, 19, 15, 11, 14, 13, 6, 2],
    },
    {
      station: "Enugu",
      rain: [16, 21, 64, 133, 230, 255, 224, 213, 290, 227, 33, 11],
      days: [1, 2, 5, 9, 14, 15, 16, 15, 18, 13, 3, 1],
    },
    {
      station: "Kano",
      rain: [0, 0, 2, 8, 51, 104, 200, 273, 127, 14, 0, 0],
      days: [0, 0, 0, 1, 5, 8, 12, 15, 9, 2, 0, 0],
    },
  ];
  const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  const rows: (string | number)[][] = [];
  for (const s of stations) {
    for (let year = 2016; year <= 2025; year++) {
      months.forEach((month, m) => {
        const factor = 0.55 + 0.9 * next();
        const mean = s.rain[m] ?? 0;
        const rain = mean * factor;
        const days = Math.round((s.days[m] ?? 0) * (0.6 + 0.4 * factor));
        rows.push([
          `"${s.station}"`,
          year,
          m + 1,
          month,
          rain.toFixed(1),
          rain < 0.5 ? 0 : Math.max(days, 1),
        ]);
      });
    }
  }
  return csv(["station", "year", "month", "month_name", "rainfall_mm", "rain_days"], rows);
}

export function soilSamplesCsv(): string {
  const next = generator(612);
  const areas: { state: string; lgas: string[] }[] = [
    { state: "Lagos", lgas: ["Epe", "Ikorodu", "Badagry", "Ibeju-Lekki"] },
    { state: "Ogun", lgas: ["Abeokuta North", "Ijebu-Ode", "Ifo", "Odeda", "Yewa North"] },
    { state: "Oyo", lgas: ["Akinyele", "Ido", "Iseyin", "Ogbomosho North", "Oyo East"] },
    { state: "Osun", lgas: ["Ede North", "Ife Central", "Iwo", "Osogbo"] },
  ];
  const uses = [
    { use: "continuous cropping", oc: 0.8 },
    { use: "cropping after fallow", oc: 1.3 },
    { use: "cropping with manure", oc: 1.4 },
  ];
  const rows: (string | number)[][] = [];
  for (let i = 1; i <= 612; i++) {
    const area = areas[Math.floor(next() * areas.length)] ?? areas[0];
    if (!area) throw new Error("no area");
    const lga = area.lgas[Math.floor(next() * area.lgas.length)];
    // Continuous cropping is the commonest land use on the farms surveyed.
    const u = next();
    const use = uses[u < 0.55 ? 0 : u < 0.8 ? 1 : 2] ?? uses[0];
    if (!use) throw new Error("no land use");
    // A skewed pH distribution centred a little above 5.2: most samples acidic, a tail above 6.5.
    const ph = Math.min(7.4, Math.max(4.2, 5.32 + (next() + next() + next() - 1.5) * 1.05));
    const oc = Math.max(0.2, use.oc * (0.6 + 0.8 * next()));
    const p = Math.max(1.5, (ph < 5.5 ? 5.5 : 12) * (0.4 + 1.6 * next() ** 1.5));
    const k = 0.15 + 0.45 * next();
    const month = 1 + Math.floor(next() * 4);
    const day = 1 + Math.floor(next() * 28);
    rows.push([
      `SW-${String(i).padStart(4, "0")}`,
      area.state,
      `"${lga}"`,
      `"${use.use}"`,
      "0-20",
      ph.toFixed(1),
      oc.toFixed(2),
      p.toFixed(1),
      k.toFixed(2),
      `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    ]);
  }
  return csv(
    [
      "sample_id",
      "state",
      "lga",
      "land_use",
      "depth_cm",
      "ph_water",
      "organic_carbon_pct",
      "available_p_mg_kg",
      "exchangeable_k_cmol_kg",
      "collected_on",
    ],
    rows,
  );
}
