// Figures the demo papers quote from the demo data sets, computed from the very CSV text the script
// publishes, so that a paper's tables and sentences always agree with the data set's rows.
import { maizeYieldsCsv, monthlyRainfallCsv, soilSamplesCsv } from "./datasets";

/** Rows of a CSV as records keyed by the header; quoted fields hold no commas in these files. */
export function parseCsv(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trim().split("\n");
  const keys = (header ?? "").split(",");
  return lines.map((line) => {
    const cells = line.split(",").map((c) => c.replace(/^"(.*)"$/, "$1"));
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ""]));
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const share = <T>(xs: T[], test: (x: T) => boolean) => xs.filter(test).length / xs.length;
/** A share as a whole percentage: 0.6144 -> 61. */
export const pct = (x: number) => Math.round(x * 100);

// --- Soil samples (soil-ph-samples.csv) -------------------------------------------------------

export type SoilGroup = {
  name: string;
  n: number;
  medianPh: number;
  acidShare: number;
  lowPShare: number;
  meanOc: number;
  meanP: number;
  meanK: number;
};

/** pH below this is treated as needing lime; P below 10 mg/kg (Bray-1) as deficient. */
export const ACID_PH = 5.5;
export const LOW_P = 10;
/** Exchangeable K below 0.2 cmol/kg is rated low. */
export const LOW_K = 0.2;

export function soilFigures() {
  const rows = parseCsv(soilSamplesCsv()).map((r) => ({
    state: r.state ?? "",
    lga: r.lga ?? "",
    use: r.land_use ?? "",
    ph: Number(r.ph_water),
    oc: Number(r.organic_carbon_pct),
    p: Number(r.available_p_mg_kg),
    k: Number(r.exchangeable_k_cmol_kg),
    month: Number((r.collected_on ?? "").slice(5, 7)),
  }));
  type Row = (typeof rows)[number];
  const group = (name: string, rs: Row[]): SoilGroup => ({
    name,
    n: rs.length,
    medianPh: median(rs.map((r) => r.ph)),
    acidShare: share(rs, (r) => r.ph < ACID_PH),
    lowPShare: share(rs, (r) => r.p < LOW_P),
    meanOc: mean(rs.map((r) => r.oc)),
    meanP: mean(rs.map((r) => r.p)),
    meanK: mean(rs.map((r) => r.k)),
  });
  const phs = rows.map((r) => r.ph);
  const phClasses = [
    { label: "Below 4.5", test: (ph: number) => ph < 4.5 },
    { label: "4.5 to 4.9", test: (ph: number) => ph >= 4.5 && ph < 5.0 },
    { label: "5.0 to 5.4", test: (ph: number) => ph >= 5.0 && ph < 5.5 },
    { label: "5.5 to 5.9", test: (ph: number) => ph >= 5.5 && ph < 6.0 },
    { label: "6.0 to 6.4", test: (ph: number) => ph >= 6.0 && ph < 6.5 },
    { label: "6.5 and above", test: (ph: number) => ph >= 6.5 },
  ].map((c) => ({ label: c.label, n: phs.filter(c.test).length }));
  const acid = rows.filter((r) => r.ph < ACID_PH);
  const notAcid = rows.filter((r) => r.ph >= ACID_PH);
  return {
    all: group("All samples", rows),
    lgas: new Set(rows.map((r) => `${r.state}/${r.lga}`)).size,
    minPh: Math.min(...phs),
    maxPh: Math.max(...phs),
    lowKShare: share(rows, (r) => r.k < LOW_K),
    /** Samples that are both acidic and low in phosphorus. */
    bothShare: share(rows, (r) => r.ph < ACID_PH && r.p < LOW_P),
    meanPAcid: mean(acid.map((r) => r.p)),
    meanPNotAcid: mean(notAcid.map((r) => r.p)),
    months: [...new Set(rows.map((r) => r.month))].sort((a, b) => a - b),
    byState: ["Lagos", "Ogun", "Oyo", "Osun"].map((s) =>
      group(
        s,
        rows.filter((r) => r.state === s),
      ),
    ),
    byUse: ["continuous cropping", "cropping after fallow", "cropping with manure"].map((u) =>
      group(
        u,
        rows.filter((r) => r.use === u),
      ),
    ),
    phClasses,
  };
}

// --- Maize yields (maize-yields-by-state.csv) --------------------------------------------------

export type MaizeRow = {
  year: number;
  state: string;
  farms: number;
  mean: number;
  trained: number;
};

/** Rainy-season rows of the maize yield survey for the given states, in year then state order. */
export function rainyMaizeYields(states: string[]): MaizeRow[] {
  return parseCsv(maizeYieldsCsv())
    .filter((r) => r.season === "rainy" && states.includes(r.state ?? ""))
    .map((r) => ({
      year: Number(r.year),
      state: r.state ?? "",
      farms: Number(r.farms_sampled),
      mean: Number(r.mean_yield_t_ha),
      trained: Number(r.afa_trained_mean_yield_t_ha),
    }));
}

// --- Monthly rainfall (monthly-rainfall-lagos-kano-enugu.csv) ----------------------------------

export const RAIN_STATIONS = ["Lagos (Ikeja)", "Enugu", "Kano"] as const;

export function rainfallFigures() {
  const rows = parseCsv(monthlyRainfallCsv()).map((r) => ({
    station: r.station ?? "",
    year: Number(r.year),
    month: Number(r.month),
    rain: Number(r.rainfall_mm),
    days: Number(r.rain_days),
  }));
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  return {
    firstYear: years[0] ?? 0,
    lastYear: years[years.length - 1] ?? 0,
    stations: RAIN_STATIONS.map((station) => {
      const own = rows.filter((r) => r.station === station);
      const monthly = Array.from({ length: 12 }, (_, m) => {
        const month = own.filter((r) => r.month === m + 1);
        return {
          rain: mean(month.map((r) => r.rain)),
          days: mean(month.map((r) => r.days)),
          driest: Math.min(...month.map((r) => r.rain)),
          wettest: Math.max(...month.map((r) => r.rain)),
        };
      });
      const annual = years.map((y) =>
        own.filter((r) => r.year === y).reduce((sum, r) => sum + r.rain, 0),
      );
      return {
        station,
        monthly,
        annualMean: mean(annual),
        annualMin: Math.min(...annual),
        annualMax: Math.max(...annual),
      };
    }),
  };
}
