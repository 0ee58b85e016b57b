import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { runPagePath } from "@/lib/browse/queries";
import { describeSourceChoice, type TSourcePair } from "@/lib/annotate/sources";

/**
 * Two sources that never labelled the same item: say so instead of a table of dashes, offer the
 * pairs that do share items, or — none does — what would make agreement measurable.
 */
export function NoOverlap(props: {
  runName: string;
  a: string;
  b: string;
  pairs: TSourcePair[];
  sources: string[];
  onPick: (pair: TSourcePair) => void;
}) {
  const { a, b } = props;
  // Signed out, people's sources read "human" (redacted), so two pairs can read alike: show one.
  const pairs = [...new Map(props.pairs.map((p) => [`${p.a}\u0000${p.b}`, p])).values()];
  return (
    <Card role="status" aria-label="No shared items" className="space-y-2 text-sm text-zinc-700 dark:text-zinc-300">
      {pairs.length > 0 ? (
        <>
          <p>
            {describeSourceChoice(a)} and {describeSourceChoice(b)} never labelled the same step or trajectory, so their
            agreement cannot be measured. These pairs did:
          </p>
          <ul className="flex flex-wrap gap-2">
            {pairs.map((pair) => (
              <li key={`${pair.a} ${pair.b}`}>
                <Button onClick={() => props.onPick(pair)}>
                  {describeSourceChoice(pair.a)} vs {describeSourceChoice(pair.b)} ·{" "}
                  {pair.items.toLocaleString("en-US")} shared
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-medium">No two label sources in this run labelled the same item.</p>
          <p>
            Agreement compares two sources on the steps (or trajectories) both labelled under the same name; here no
            step or trajectory carries a label of one name from two sources ({props.sources.join(", ")} each label their
            own). To measure it, have people check the judge&apos;s labels in an{" "}
            <Link
              className="text-sky-700 hover:underline dark:text-sky-400"
              href={`${runPagePath(props.runName)}/annotate`}
            >
              annotation queue
            </Link>
            , or ingest a second judge&apos;s labels of the same name for the same trajectories.
          </p>
        </>
      )}
    </Card>
  );
}
