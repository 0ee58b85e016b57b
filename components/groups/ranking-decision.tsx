import { Card } from "@/components/ui/card";
import { Table, Td, Th } from "@/components/ui/table";
import type { TGroupTable } from "@/lib/groups/group-table";

/** Which logged component ordered the rollouts as the total reward did (lib/groups/deciding-component.ts). */
export function RankingDecision({ table }: { table: TGroupTable }) {
  const { decision } = table;
  const verdict =
    decision.ordered === 0
      ? "No ranking: every rollout with a reward earned the same reward."
      : decision.decidedBy.length === 0
        ? `No logged component orders any of the ${decision.ordered} ranked pairs: the ranking comes from what the log does not break down.`
        : `Decided by ${decision.decidedBy.join(", ")}: agrees with the reward on ${
            decision.components[0]?.agrees ?? 0
          } of ${decision.ordered} ranked pair${decision.ordered === 1 ? "" : "s"}${decision.explainsAll ? " (all)" : ""}.`;
  return (
    <Card className="space-y-2" aria-label="Which component decided the ranking">
      <h2 className="font-semibold">Which component decided the ranking</h2>
      <p className="text-sm" role="status">
        {verdict}
      </p>
      <p className="text-xs text-zinc-500">
        A ranked pair is two rollouts whose rewards differ. A component agrees on it when it orders the two the same
        way, opposes when the other way, and is level when equal or not logged on both. Components are compared as
        logged, before any weight.
      </p>
      {decision.components.length > 0 && decision.ordered > 0 && (
        <Table aria-label="Components against the ranking">
          <thead>
            <tr>
              <Th>Component</Th>
              <Th className="text-right">Agrees</Th>
              <Th className="text-right">Opposes</Th>
              <Th className="text-right">Level</Th>
            </tr>
          </thead>
          <tbody>
            {decision.components.map((c) => (
              <tr key={c.name}>
                <Td>{c.name}</Td>
                <Td className="text-right tabular-nums">{c.agrees}</Td>
                <Td className="text-right tabular-nums">{c.opposes}</Td>
                <Td className="text-right tabular-nums">{c.level}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
