/**
 * The calculator's assumptions as the estimate reads them. The values come from
 * content/calculator.yaml (checked by src/content/collections/calculator.ts) and
 * are passed in: nothing under src/lib/calculator reads files or content modules,
 * so the page, the API route, the PDF and the browser run the same arithmetic.
 */
export type Range = { low: number; typical: number; high: number };

export type SourceRef = { sources: string[]; note?: string };
type Sourced = { value: number } & SourceRef;
type SourcedRange = Range & SourceRef;

type Source = { id: string; title: string; publisher: string; year: number; url?: string };

type Feedstock = {
  id: string;
  name: string;
  /** Dry share of the fresh weight as delivered (0–1). */
  totalSolids: Sourced;
  /** Organic share of the dry solids (0–1). */
  volatileSolids: Sourced;
  /** Nm³ of biogas per tonne of volatile solids fed, at full scale. */
  biogasYield: SourcedRange;
  /** Methane share of the biogas by volume (0–1). */
  methaneShare: Sourced;
  /** Tonnes of solid fermented organic manure per tonne of fresh feed. */
  manureYield: SourcedRange;
};

type ReferencePlant = {
  id: string;
  name: string;
  operator: string;
  commissioned: number;
  feed: Record<string, number>;
  cbgTonnesPerDay: number;
  sources: string[];
};

export type CalculatorData = {
  sources: Source[];
  feedstocks: Feedstock[];
  upgrading: {
    /** Share of the methane lost in upgrading and compression. */
    methaneLoss: SourcedRange;
    /** Methane share of the CBG by volume. */
    cbgMethaneContent: Sourced;
    /** kg per Nm³ of CBG. */
    cbgDensity: Sourced;
  };
  plant: {
    /** kg of volatile solids per m³ of digester per day. */
    organicLoadingRate: SourcedRange;
    /** kg of CBG one cascade carries. */
    cascadeKg: Sourced;
  };
  economics: { operatingDays: Sourced; cbgPrice: Sourced; manurePrice: Sourced };
  emissions: { co2ePerKgCbg: SourcedRange };
  plants: ReferencePlant[];
};

/** What the visitor asked: tonnes per day of each feedstock (in the order given) and the advanced settings. */
export type CalculatorInput = {
  feedstocks: { id: string; tonnesPerDay: number }[];
  operatingDays: number;
  cbgPriceInrPerKg: number;
  manurePriceInrPerTonne: number;
};

export type FeedstockEstimate = {
  id: string;
  tonnesPerDay: number;
  volatileSolidsTonnesPerDay: number;
  biogasNm3PerDay: Range;
  methaneNm3PerDay: Range;
  cbgKgPerDay: Range;
  manureTonnesPerDay: Range;
};

export type Estimate = {
  input: CalculatorInput;
  byFeedstock: FeedstockEstimate[];
  volatileSolidsTonnesPerDay: number;
  biogasNm3PerDay: Range;
  methaneNm3PerDay: Range;
  cbgKgPerDay: Range;
  cbgTonnesPerDay: Range;
  manureTonnesPerDay: Range;
  revenueInrPerYear: Range;
  co2eTonnesPerYear: Range;
  plant: {
    /** Digester working volume, m³: the daily volatile solids over the organic loading rate. */
    digesterM3: Range;
    /** Cascades filled per day. */
    cascadesPerDay: Range;
  };
};
