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

export type ChartSeries = {
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
