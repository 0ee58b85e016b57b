import { Table, Td, Th } from "@/components/ui/table";
import { formatScore, formatSigned } from "@/lib/browse/format";
import { compareWithLogged, type TRewardExplanation } from "@/lib/rewards";

/**
 * The run's reward formula with this trajectory's numbers filled in, term by term, and whether it
 * gives the logged reward. `explanation` comes from lib/rewards explainReward.
 */
export function RewardFormula(props: {
  explanation: TRewardExplanation;
  presetLabel: string;
  weightsText: string;
  logged: number | null;
}) {
  const { explanation: e, logged } = props;
  const check = compareWithLogged(e.total, logged);
  return (
    <section aria-label="Reward formula" className="space-y-2">
      <p className="text-sm">
        <span className="font-medium">{props.presetLabel}</span>{" "}
        <span className="text-zinc-500">(the run&apos;s reward{props.weightsText && `, ${props.weightsText}`})</span>
        <br />
        <code className="text-xs">{e.formula}</code>
      </p>
      <p className="rounded bg-zinc-50 px-2 py-1 font-mono text-sm dark:bg-zinc-800/60" aria-label="Filled formula">
        {e.filled} = {formatScore(e.total)}
      </p>
      <p
        role="status"
        className={`text-sm ${check.kind === "differs" ? "text-amber-700 dark:text-amber-400" : "text-zinc-600 dark:text-zinc-400"}`}
      >
        {check.kind === "equal" && `Equals the logged reward ${formatScore(logged)}.`}
        {check.kind === "differs" &&
          `Differs from the logged reward ${formatScore(logged)} by ${formatSigned(check.delta)}: the trainer scored other inputs than the stored ones (labels, format check, answer) or another reward.`}
        {check.kind === "unknown" && "No reward was logged for this trajectory to compare with."}
      </p>
      <Table aria-label="Reward terms">
        <thead>
          <tr>
            <Th>Term</Th>
            <Th className="text-right">Weight</Th>
            <Th className="text-right">Value</Th>
            <Th className="text-right">Contribution</Th>
          </tr>
        </thead>
        <tbody>
          {e.terms.map((t) => (
            <tr key={t.name}>
              <Td className="font-mono text-xs">{t.name}</Td>
              <Td className="text-right tabular-nums">
                <span className="text-zinc-500">{t.weightLabel} =</span> {formatScore(t.weight)}
              </Td>
              <Td className="text-right tabular-nums">
                <span className="text-zinc-500">{t.valueLabel} =</span> {t.valueText}
              </Td>
              <Td className="text-right tabular-nums">{formatScore(t.contribution)}</Td>
            </tr>
          ))}
          <tr className="font-semibold">
            <Td>Total</Td>
            <Td />
            <Td />
            <Td className="text-right tabular-nums">{formatScore(e.total)}</Td>
          </tr>
        </tbody>
      </Table>
    </section>
  );
}
