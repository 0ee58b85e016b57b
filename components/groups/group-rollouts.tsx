import { IntentLink } from "@/components/ui/intent-link";
import { RichText } from "@/components/trajectory/rich-text";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { formatScore } from "@/lib/browse/format";
import { trajectoryPagePath } from "@/lib/browse/queries";
import { formatValue } from "@/lib/charts";
import type { TGroupTable } from "@/lib/groups/group-table";

const FIXED3 = { kind: "fixed", decimals: 3 } as const;

/** The rollouts side by side: one row each, the statistics of the group in the footer. */
export function GroupRollouts({ runName, table, anchorId }: { runName: string; table: TGroupTable; anchorId: string }) {
  const { rows, componentNames, hasLoggedAdvantages, stats } = table;
  return (
    <Table aria-label="Rollouts of the group">
      <thead>
        <tr>
          <Th>Sample</Th>
          <Th>Answer</Th>
          <Th className="text-right">Reward</Th>
          <Th className="text-right">Advantage</Th>
          {hasLoggedAdvantages && (
            <Th className="text-right" title="The advantage the trainer logged, beside the one recomputed here">
              Logged advantage
            </Th>
          )}
          <Th className="text-right">Rank</Th>
          <Th className="text-right">EM</Th>
          <Th className="text-right">F1</Th>
          <Th className="text-right">Searches</Th>
          {componentNames.map((name) => (
            <Th key={name} className="text-right" title="Reward component as logged">
              {name}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.id === anchorId ? "bg-sky-50 dark:bg-sky-950/40" : undefined}>
            <Td className="whitespace-nowrap">
              <IntentLink
                href={trajectoryPagePath(runName, row.id)}
                className="text-sky-700 hover:underline dark:text-sky-400"
              >
                {row.sampleIndex !== null ? `#${row.sampleIndex}` : `id ${row.id}`}
              </IntentLink>
              {row.id === anchorId && <span className="ml-1 text-xs text-zinc-500">(opened)</span>}
            </Td>
            <Td className="min-w-56 max-w-md">
              {row.finalAnswer === null ? (
                <span className="text-zinc-500">none</span>
              ) : (
                <RichText text={row.finalAnswer} />
              )}
              {row.em !== null && (
                <Badge tone={row.em >= 1 ? "good" : "bad"} className="ml-1">
                  {row.em >= 1 ? "correct" : "wrong"}
                </Badge>
              )}
            </Td>
            <Td className="text-right font-medium tabular-nums">{formatValue(row.reward, FIXED3)}</Td>
            <Td
              className={`text-right font-medium tabular-nums ${
                row.advantage === null || row.advantage === 0
                  ? ""
                  : row.advantage > 0
                    ? "text-emerald-700 dark:text-emerald-400"
                    : "text-red-700 dark:text-red-400"
              }`}
            >
              {formatValue(row.advantage, FIXED3)}
            </Td>
            {hasLoggedAdvantages && (
              <Td className="text-right tabular-nums">{formatValue(row.loggedAdvantage, FIXED3)}</Td>
            )}
            <Td className="text-right tabular-nums">{row.rank ?? "—"}</Td>
            <Td className="text-right tabular-nums">{formatScore(row.em, 0)}</Td>
            <Td className="text-right tabular-nums">{formatScore(row.f1, 2)}</Td>
            <Td className="text-right tabular-nums">{row.searchCount}</Td>
            {componentNames.map((name) => (
              <Td key={name} className="text-right tabular-nums">
                {formatValue(row.components[name], FIXED3)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="text-xs text-zinc-500">
          <Td colSpan={2}>
            Over the {stats.size} rollout{stats.size === 1 ? "" : "s"} with a reward
            {stats.size <= 1 ? " (verl: a group of one has mean 0, std 1)" : ""}
          </Td>
          <Td className="text-right tabular-nums" aria-label="Group mean">
            mean {formatValue(stats.mean, FIXED3)}
          </Td>
          <Td className="whitespace-nowrap text-right tabular-nums" aria-label="Group std">
            std {formatValue(stats.std, FIXED3)} (n − 1)
          </Td>
          <Td colSpan={(hasLoggedAdvantages ? 5 : 4) + componentNames.length} />
        </tr>
      </tfoot>
    </Table>
  );
}
