import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatScore } from "@/lib/browse/format";
import type { TTrajectoryDetail } from "@/lib/browse/types";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import { BehaviourFlags } from "./behaviour-flags";
import { FlagBadges } from "./flag-badges";
import { RichText } from "./rich-text";

/** The question, the gold answers, the final answer with its scores, and where the trajectory comes from. */
export function TrajectorySummary({
  trajectory: t,
  groupHref,
  questionHref,
}: {
  trajectory: TTrajectoryDetail["trajectory"];
  /** Its GRPO group's page. */
  groupHref?: string;
  /** Its question through training. */
  questionHref?: string;
}) {
  const isCorrect = t.em !== null && t.em >= 1;
  const origin = [
    t.dataset && `dataset ${t.dataset}`,
    t.split && `split ${t.split}`,
    t.trainingStep !== null && `training step ${t.trainingStep}`,
    t.groupId && `group ${t.groupId}${t.sampleIndex !== null ? ` · sample ${t.sampleIndex}` : ""}`,
    t.stopReason && `stopped: ${t.stopReason}`,
  ].filter(Boolean);
  return (
    <Card className="space-y-3">
      <div>
        <h1 className="text-lg font-semibold">
          <RichText text={t.question} />
        </h1>
        <p className="mt-1 text-xs text-zinc-500">
          {origin.join(" · ")}
          {origin.length > 0 && " · "}
          <span className="break-all">id {t.externalId}</span>
          {groupHref && (
            <>
              {" · "}
              <Link href={groupHref} className="text-sky-700 hover:underline dark:text-sky-400">
                its group{t.groupId === null ? " (derived)" : ""} →
              </Link>
            </>
          )}
          {questionHref && (
            <>
              {" · "}
              <Link href={questionHref} className="text-sky-700 hover:underline dark:text-sky-400">
                its question through training →
              </Link>
            </>
          )}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">Gold answers</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1">
            {t.goldenAnswers.length === 0 && <span className="text-sm text-zinc-500">none given</span>}
            {t.goldenAnswers.map((gold, i) => (
              <mark key={i} className="rounded-sm bg-amber-200 px-1 text-sm text-inherit dark:bg-amber-700/60">
                {gold}
              </mark>
            ))}
          </dd>
          <dd className="mt-1 text-xs text-zinc-600 dark:text-zinc-400" title={GOLD_RETRIEVED_DEFINITION}>
            {t.goldRetrieved === null
              ? "Gold in retrieved documents: not applicable"
              : t.goldRetrieved
                ? "Gold retrieved: a document below contains a gold answer"
                : "Gold never retrieved by any search"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">Final answer</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2">
            <span className="font-semibold">
              {t.finalAnswer === null ? <span className="text-zinc-500">none</span> : <RichText text={t.finalAnswer} />}
            </span>
            {t.em !== null && (
              <Badge tone={isCorrect ? "good" : "bad"} title="Correct = EM ≥ 1">
                {isCorrect ? "correct" : "incorrect"}
              </Badge>
            )}
            <span className="text-sm tabular-nums text-zinc-600 dark:text-zinc-400">
              EM {formatScore(t.em, 0)} · F1 {formatScore(t.f1, 2)} · acc {formatScore(t.acc, 0)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <span>
          {t.stepCount} steps · {t.searchCount} searches{t.turnCount !== null && ` · ${t.turnCount} turns`}
        </span>
        <FlagBadges row={t} />
      </p>
      <BehaviourFlags mask={t.behaviourFlags} />
    </Card>
  );
}
