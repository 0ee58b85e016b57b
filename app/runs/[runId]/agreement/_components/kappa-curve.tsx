import type { TAgreementGroup } from "@/lib/annotate/types";
import { kappaCurve } from "@/lib/annotate/kappa-curve";
import { AgreementCells, AgreementHead } from "./agreement-figures";

const WIDTH = 320;
const HEIGHT = 80;

/** κ per training-step range (does the judge drift?), drawn small, with its table beside it. */
export function KappaCurve({
  name,
  groups,
}: {
  name: string;
  groups: TAgreementGroup<{ from: number; to: number }>[];
}) {
  const { points, path } = kappaCurve(groups, { width: WIDTH, height: HEIGHT });
  return (
    <section className="space-y-1">
      <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500">Over training steps</h3>
      <div className="flex flex-wrap items-start gap-4">
        <svg
          role="img"
          aria-label={`κ of ${name} over training steps`}
          viewBox={`-8 -8 ${WIDTH + 16} ${HEIGHT + 16}`}
          className="h-24 w-80 shrink-0 text-sky-700 dark:text-sky-400"
        >
          {[1, 0, -1].map((k) => (
            <line
              key={k}
              x1={0}
              x2={WIDTH}
              y1={((1 - k) / 2) * HEIGHT}
              y2={((1 - k) / 2) * HEIGHT}
              className="stroke-zinc-200 dark:stroke-zinc-800"
              strokeDasharray={k === 0 ? "3 3" : undefined}
            />
          ))}
          <path d={path} fill="none" stroke="currentColor" strokeWidth={2} />
          {points.map((p) =>
            p.y === null ? null : (
              <circle
                key={p.label}
                cx={p.x}
                cy={p.y}
                r={3.5}
                fill={p.isTrusted ? "currentColor" : "white"}
                stroke="currentColor"
                opacity={p.isTrusted ? 1 : 0.5}
              >
                <title>{`${p.label}: κ ${p.kappa?.toFixed(2)} on ${p.n} items${p.isTrusted ? "" : " (too few)"}`}</title>
              </circle>
            ),
          )}
        </svg>
        <table aria-label={`Agreement on ${name} over training steps`} className="text-sm">
          <AgreementHead first="training steps" />
          <tbody>
            {groups.map((g, i) => (
              <tr key={points[i]!.label} className="border-t border-zinc-100 dark:border-zinc-800">
                <th scope="row" className="px-2 py-1 text-left font-normal tabular-nums">
                  {g.key.from === g.key.to ? g.key.from : `${g.key.from}–${g.key.to}`}
                </th>
                <AgreementCells agreement={g.agreement} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
