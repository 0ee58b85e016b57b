import { Card } from "@/components/ui/card";
import type { TNameAgreement } from "@/lib/annotate/types";
import type { TAgreement } from "@/lib/metrics/agreement";
import { AgreementCells, AgreementHead } from "./agreement-figures";
import { KappaCurve } from "./kappa-curve";

function ConfusionMatrix({ name, agreement, a, b }: { name: string; agreement: TAgreement; a: string; b: string }) {
  if (agreement.n === 0) return <p className="text-sm text-zinc-500">No item has a label from both sources.</p>;
  return (
    <table aria-label={`Confusion matrix of ${name}`} className="text-sm tabular-nums">
      <thead>
        <tr className="text-xs text-zinc-500">
          <th className="px-2 py-1 text-left font-medium">
            {a} ↓ · {b} →
          </th>
          {agreement.categories.map((c) => (
            <th key={String(c)} scope="col" className="px-2 py-1 text-right font-medium">
              {String(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {agreement.matrix.map((row, i) => (
          <tr key={String(agreement.categories[i])}>
            <th scope="row" className="px-2 py-1 text-left text-xs font-medium text-zinc-500">
              {String(agreement.categories[i])}
            </th>
            {row.map((count, j) => (
              <td
                key={j}
                className={`px-2 py-1 text-right ${i === j ? "bg-emerald-50 font-semibold dark:bg-emerald-950" : count ? "bg-red-50 dark:bg-red-950" : ""}`}
              >
                {count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One label name in full: matrix, per step kind, and κ over training steps. */
export function NameAgreementCard({ agreement, a, b }: { agreement: TNameAgreement; a: string; b: string }) {
  const { name, overall, byKind, byTrainingStep } = agreement;
  return (
    <Card aria-label={`Agreement on ${name}`} className="space-y-3">
      <h2 className="font-semibold">{name}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="space-y-1">
          <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500">Confusion matrix</h3>
          <ConfusionMatrix name={name} agreement={overall} a={a} b={b} />
          <p className="text-xs text-zinc-500">
            expected by chance{" "}
            {overall.expectedAgreement === null ? "—" : `${(overall.expectedAgreement * 100).toFixed(1)}%`} · only A{" "}
            {overall.onlyA} · only B {overall.onlyB}
          </p>
        </section>
        <section className="space-y-1">
          <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500">Per step kind</h3>
          <table aria-label={`Agreement on ${name} per step kind`} className="w-full text-sm">
            <AgreementHead first="step kind" />
            <tbody>
              {byKind.map((group) => (
                <tr key={group.key} className="border-t border-zinc-100 dark:border-zinc-800">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {group.key}
                  </th>
                  <AgreementCells agreement={group.agreement} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      {byTrainingStep.length > 0 && <KappaCurve name={name} groups={byTrainingStep} />}
    </Card>
  );
}
