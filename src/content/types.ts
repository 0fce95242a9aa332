/**
 * Shapes shared by several content modules. The data owns its shapes: components
 * import these types from here, and content never imports from components
 * (eslint.config.mjs forbids it).
 */

/** A big number with its label, e.g. 30+ plants. Shown counting up by `StatGrid`. */
export type Stat = {
  value: number;
  suffix?: string;
  prefix?: string;
  label: string;
  decimals?: number;
  /** One line saying what is counted, where and since or by when (src/content/facts.ts). */
  context?: string;
};

type ChartSeries = {
  name: string;
  values: number[];
};

/** A bar or line chart as data; `Chart` draws it as SVG with an accessible table of the same numbers. */
export type ChartSpec = {
  id: string;
  kind: 'bar' | 'line';
  title: string;
  /** One sentence saying what the chart shows; read before the data table. */
  summary: string;
  xLabel: string;
  yLabel: string;
  /** Unit shown in the table header, e.g. "%" or "mL CH4/g VS". */
  unit: string;
  categories: string[];
  series: ChartSeries[];
  /** Lowest and highest value of the y axis (defaults: 0 and a rounded maximum). */
  yMin?: number;
  yMax?: number;
  /** Number of horizontal grid steps (default 5). */
  ySteps?: number;
};

/** One step of a process-flow diagram: what happens there and the figure it produces. */
export type FlowStep = {
  title: string;
  /** One short sentence: what the step does. */
  text: string;
  /** The step's figure as printed, e.g. "3,000 Nm³/day", and what it measures. */
  figure?: { value: string; label: string };
};

/**
 * A product of a process flow. Besides (or instead of) one figure it may give one per case, e.g.
 * its output on each feed the plant takes, each linked to where it is worked out (`href`), with
 * a line saying what kind of figures they are (`figuresNote`).
 */
export type FlowProduct = FlowStep & {
  figures?: { value: string; label: string; href?: string }[];
  figuresNote?: string;
};

/**
 * A process flow as data: steps in order and, optionally, the products the last
 * step splits into. `ProcessFlow` draws it as an ordered list (the figures are
 * text, so a screen reader and a search engine read the same diagram).
 */
export type ProcessFlowSpec = {
  id: string;
  /** Names the diagram for assistive technology and as its caption. */
  caption: string;
  steps: FlowStep[];
  outputs?: FlowProduct[];
  /** Label above the outputs, e.g. "Products". */
  outputsLabel?: string;
};

/**
 * A specification table: a row per parameter, a column per value (one column for
 * a plant's data sheet, several to compare routes), with the basis of a row as a note.
 */
export type SpecTable = {
  id: string;
  title: string;
  /** What the table describes, read before the rows. */
  caption: string;
  /** Column headers: the parameter column first, then one per value column. */
  columns: string[];
  rows: { parameter: string; values: string[]; note?: string }[];
};

/**
 * A reactor train: stages in order down the page, each with the product it gives
 * off to the side (if any). `StageTrain` draws it.
 */
export type StageTrainSpec = {
  id: string;
  /** A heading above the diagram, where the section around it is about more than this one process. */
  title?: string;
  caption: string;
  /** Heading of the product column, read by screen readers. */
  productsLabel: string;
  rows: { stage: FlowStep; product?: FlowStep }[];
};
