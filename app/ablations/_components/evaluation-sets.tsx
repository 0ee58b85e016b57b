import { Table, Td, Th } from "@/components/ui/table";
import { runPagePath } from "@/lib/browse/queries";
import { describeScoredSet } from "@/lib/ablation/scored-set";
import type { TEvaluationSet } from "@/lib/dynamics/ablation-types";
import Link from "next/link";

/** Which trajectories scored each run: the table's fine print, open by request. */
export function EvaluationSets({ sets }: { sets: TEvaluationSet[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">What each run was scored on</summary>
      <p className="my-2 text-xs text-zinc-500">
        A run is scored on its evaluation split (test, val, validation, eval, evaluation or dev) at the latest step that
        has one; without one, on its last training step; without training steps, on all its trajectories. Questions pair
        across runs by dataset and question text.
      </p>
      <Table aria-label="Evaluation sets">
        <thead>
          <tr>
            <Th>Run</Th>
            <Th>Variant</Th>
            <Th>Scored on</Th>
            <Th className="text-right">Trajectories</Th>
          </tr>
        </thead>
        <tbody>
          {sets.map((set) => (
            <tr key={set.run}>
              <Td>
                <Link
                  href={`${runPagePath(set.run)}/dynamics`}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  {set.run}
                </Link>
              </Td>
              <Td>{set.variant}</Td>
              <Td>{describeScoredSet(set)}</Td>
              <Td className="text-right tabular-nums">
                {set.kind === "logged" ? "—" : set.trajectories.toLocaleString("en-US")}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </details>
  );
}
