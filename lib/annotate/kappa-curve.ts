// κ over training steps as an SVG path: does the judge drift? Points are evenly spaced by bucket
// (buckets are equal ranges already); a bucket without a defined κ breaks the line (a gap, never
// a fake 0), and buckets with too few items are marked so the page can draw them faint.
import { isKappaTrustworthy } from "./agreement-cells";
import type { TAgreementGroup } from "./types";

export type TCurvePoint = {
  x: number;
  y: number | null;
  label: string;
  n: number;
  kappa: number | null;
  isTrusted: boolean;
};

/** κ ∈ [−1, 1] onto [height, 0]; x from 0 to width. */
export function kappaCurve(
  groups: readonly TAgreementGroup<{ from: number; to: number }>[],
  { width, height }: { width: number; height: number },
): { points: TCurvePoint[]; path: string } {
  const step = groups.length > 1 ? width / (groups.length - 1) : 0;
  const points = groups.map(({ key, agreement }, i): TCurvePoint => {
    const kappa = agreement.kappa;
    return {
      x: groups.length > 1 ? i * step : width / 2,
      y: kappa === null ? null : ((1 - kappa) / 2) * height,
      label: key.from === key.to ? `step ${key.from}` : `steps ${key.from}–${key.to}`,
      n: agreement.n,
      kappa,
      isTrusted: isKappaTrustworthy(agreement),
    };
  });
  let path = "";
  let isDrawing = false;
  for (const point of points) {
    if (point.y === null) {
      isDrawing = false;
      continue;
    }
    path += `${isDrawing ? "L" : "M"}${point.x.toFixed(1)} ${point.y.toFixed(1)} `;
    isDrawing = true;
  }
  return { points, path: path.trim() };
}
