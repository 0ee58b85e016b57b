// Chart data preparers: pure functions that decide smoothing, bucketing, gaps (null, never a fake
// 0), series order, colours and formats; components/charts only render what they return.
export type { TAggregateRow, TMetricPoint, TPoint, TRange, TSeriesInput } from "./types";
export { smoothSeries, smoothValues } from "./smooth";
export { DEFAULT_GAP_FACTOR, gapsBefore, seriesSpacing, type TGapOptions } from "./gaps";
export { bucketSeries, DEFAULT_BUCKETS, extentOf, type TBucketOptions, type TBucketRow } from "./bucket";
export { prepareOverlay, type TOverlay, type TOverlayOptions, type TOverlayRow, type TOverlaySeries } from "./overlay";
export { isLoggedAt, selectTooltipPoints, type TTooltipPoint, type TTooltipSelection } from "./tooltip";
export { assignStyles, colorForName, DASH_PATTERNS, hashString, OKABE_ITO, type TSeriesStyle } from "./palette";
export { formatValue, metricFormat, MISSING_TEXT, PERCENT, type TValueFormat } from "./format";
export {
  compareDatasets,
  DATASET_ORDER,
  DATASET_TYPE_LABELS,
  datasetLabel,
  datasetType,
  type TDatasetType,
} from "./datasets";
export {
  aggregateSeries,
  iterationTable,
  LOGGED_SEARCHES,
  metricSeries,
  OUTCOME_COLORS,
  OUTCOMES,
  searchesSeries,
  turnsByOutcomeBars,
  turnsByOutcomeSeries,
  type TGroupBy,
  type TIterationTableRow,
  type TOutcome,
  type TTurnsBar,
} from "./efficiency";
