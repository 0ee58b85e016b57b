// Debiased exponential moving average, exactly as TensorBoard smooths scalars: classicSmoothing in
// tensorboard/webapp/widgets/line_chart_v2/data_transformer.ts (before that, resmoothDataset in
// components/vz_line_chart2/line-chart.ts); W&B's default EMA is the same formula.
//   last = last·w + (1 − w)·y   over finite y only, k = how many so far,   plotted: last / (1 − w^k)
// Starting from 0 biases the average toward 0 by the factor (1 − w^k); dividing undoes it, so the
// first smoothed value is the first raw value. Non-finite values pass through unsmoothed, and a
// constant series is returned as is (TensorBoard #786: the division can turn a constant c into
// c ± 1 ulp, which makes the y axis zoom into floating-point noise).
import { isFiniteNumber, type TPoint } from "./types";

function checkWeight(weight: number): void {
  if (!(weight >= 0 && weight < 1)) throw new RangeError(`smoothing weight must be in [0, 1), got ${weight}`);
}

/** The smoothed values, index for index; null and non-finite entries are returned unchanged. */
export function smoothValues(values: readonly (number | null)[], weight: number): (number | null)[] {
  checkWeight(weight);
  const first = values[0];
  // TensorBoard compares with ==, so an all-NaN series is not "constant"; the output is the same.
  if (values.every((value) => value === first)) return [...values];
  let last = 0;
  let k = 0;
  return values.map((value) => {
    if (!isFiniteNumber(value)) return value;
    last = last * weight + (1 - weight) * value;
    k += 1;
    return last / (1 - weight ** k);
  });
}

/** The series with y smoothed; points must already be in x order (the EMA runs along it). */
export function smoothSeries(points: readonly TPoint[], weight: number): TPoint[] {
  const smoothed = smoothValues(
    points.map((point) => point.y),
    weight,
  );
  return points.map((point, i) => ({ x: point.x, y: smoothed[i] ?? null }));
}
