"use client";

import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { RichText } from "@/components/trajectory/rich-text";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { formatValue, PERCENT } from "@/lib/charts";
import { CROSS_COLUMNS, CROSS_ROWS, STATUS_SELECTOR_TEXT, type TCrossCell } from "@/lib/questions/cross-run";
import type { TQuestionsQuery } from "@/lib/questions/params";
import { questionPagePath, questionQueries, questionsPagePath } from "@/lib/questions/queries";
import { QUESTION_STATUS_TEXT, QUESTION_STATUSES } from "@/lib/questions/status";
import type { TQuestionStatusReport } from "@/lib/questions/types";
import { runQueries } from "@/lib/runs/queries";

const CELL_TEXT: Record<TCrossCell, string> = {
  ...Object.fromEntries(QUESTION_STATUSES.map((s) => [s, QUESTION_STATUS_TEXT[s].label])),
  unjudged: "never judged",
  absent: "not sampled",
} as Record<TCrossCell, string>;

/** The run's questions by status through training: a count per status, the questions of one. */
export function QuestionsView({ runName, query }: { runName: string; query: TQuestionsQuery }) {
  const { data, error, isPending, refetch } = useQuery(questionQueries.statuses(runName, query));
  if (isPending) return <Skeleton className="h-96" />;
  if (error)
    return <ErrorState title="Could not load the questions" message={error.message} onRetry={() => void refetch()} />;
  const listName = data.versus
    ? `Questions ${STATUS_SELECTOR_TEXT[data.status]} here${
        data.versus.status ? `, ${STATUS_SELECTOR_TEXT[data.versus.status]} in ${data.versus.run}` : ""
      }`
    : `Questions ${STATUS_SELECTOR_TEXT[data.status]}`;
  return (
    <div className="space-y-4">
      <nav aria-label="Question statuses" className="grid gap-2 sm:grid-cols-4">
        {QUESTION_STATUSES.map((s) => (
          <CountLink
            key={s}
            href={questionsPagePath(runName, { status: s, vs: query.vs })}
            current={s === data.status && !data.versus?.status}
            count={data.counts[s]}
            label={QUESTION_STATUS_TEXT[s].label}
            definition={QUESTION_STATUS_TEXT[s].definition}
          />
        ))}
      </nav>
      <p className="text-xs text-zinc-500">
        Questions of the run&apos;s training steps (evaluation splits left out); a step is solved when at least{" "}
        {formatValue(data.threshold, { kind: "percent", decimals: 0 })} of the question&apos;s rollouts there are right
        (EM ≥ 1).{data.unjudged > 0 && ` ${data.unjudged.toLocaleString("en-US")} questions have no judged rollout.`}
      </p>
      <VersusPicker runName={runName} query={query} />
      {data.versus && <CrossRun runName={runName} versus={data.versus} />}
      <Table aria-label={listName}>
        <thead>
          <tr>
            <Th>Question</Th>
            <Th>Dataset</Th>
            <Th className="text-right">Steps sampled</Th>
            <Th className="text-right">First – last step</Th>
            <Th className="text-right">Accuracy at the last</Th>
            {data.versus && <Th>In {data.versus.run}</Th>}
          </tr>
        </thead>
        <tbody>
          {data.items.map((q) => (
            <tr key={q.anchorId}>
              <Td className="max-w-xl">
                <IntentLink
                  href={questionPagePath(runName, q.anchorId)}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  <RichText text={q.question} />
                </IntentLink>
              </Td>
              <Td>{q.dataset ?? "—"}</Td>
              <Td className="text-right tabular-nums">{q.sampledSteps}</Td>
              <Td className="text-right tabular-nums">
                {q.firstStep} – {q.lastStep}
              </Td>
              <Td className="text-right tabular-nums">{formatValue(q.lastAccuracy, PERCENT)}</Td>
              {data.versus && q.versus && (
                <Td>
                  {q.versus.anchorId ? (
                    <IntentLink
                      href={questionPagePath(data.versus.run, q.versus.anchorId)}
                      className="text-sky-700 hover:underline dark:text-sky-400"
                    >
                      {CELL_TEXT[q.versus.status]}
                    </IntentLink>
                  ) : (
                    CELL_TEXT[q.versus.status]
                  )}
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-sm text-zinc-500" role="status">
        {data.total === 0
          ? `No question is ${listName.replace(/^Questions /, "")}.`
          : `${data.total.toLocaleString("en-US")} question${data.total === 1 ? "" : "s"} ${listName.replace(/^Questions /, "")}${
              data.total > data.items.length ? `, the ${data.items.length} sampled most shown` : ""
            }.`}
      </p>
    </div>
  );
}

/** Another run to cross this run's statuses with, kept in the URL (?vs=). */
function VersusPicker({ runName, query }: { runName: string; query: TQuestionsQuery }) {
  const router = useRouter();
  const runs = useQuery(runQueries.list());
  const others = (runs.data ?? []).map((r) => r.name).filter((name) => name !== runName);
  return (
    <Field label="Compare with another run">
      <Select
        aria-label="Compare with another run"
        value={query.vs ?? ""}
        onChange={(e) =>
          router.push(questionsPagePath(runName, { status: query.status, vs: e.target.value || undefined }))
        }
      >
        <option value="">{runs.isPending ? "Loading runs…" : "No other run"}</option>
        {others.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The two runs' statuses crossed; every count opens its questions. */
function CrossRun({ runName, versus }: { runName: string; versus: NonNullable<TQuestionStatusReport["versus"]> }) {
  const vs = versus.run;
  const cell = (status: TCrossCell) => (status === "unjudged" || status === "absent" ? null : status);
  return (
    <section aria-label={`Compared with ${vs}`} className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2">
        <CountLink
          href={questionsPagePath(runName, { status: "learned", vs, vs_status: "not_learned" })}
          count={versus.hereNotThere}
          label={`learned here, not in ${vs}`}
          definition={`learned in this run; never learned or forgotten in ${vs}`}
        />
        <CountLink
          href={questionsPagePath(runName, { status: "not_learned", vs, vs_status: "learned" })}
          count={versus.thereNotHere}
          label={`learned in ${vs}, not here`}
          definition={`learned in ${vs}; never learned or forgotten in this run`}
        />
      </div>
      <Table aria-label={`Statuses here and in ${vs}`}>
        <thead>
          <tr>
            <Th>Here \ in {vs}</Th>
            {CROSS_COLUMNS.map((c) => (
              <Th key={c} className="text-right">
                {CELL_TEXT[c]}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CROSS_ROWS.map((r) => (
            <tr key={r}>
              <Th scope="row">{CELL_TEXT[r]}</Th>
              {CROSS_COLUMNS.map((c) => {
                const n = versus.matrix[r][c];
                const here = cell(r);
                const there = cell(c);
                return (
                  <Td key={c} className="text-right tabular-nums">
                    {n > 0 && here && there ? (
                      <IntentLink
                        href={questionsPagePath(runName, { status: here, vs, vs_status: there })}
                        aria-label={`${n} ${CELL_TEXT[r]} here, ${CELL_TEXT[c]} in ${vs}`}
                        className="text-sky-700 hover:underline dark:text-sky-400"
                      >
                        {n.toLocaleString("en-US")}
                      </IntentLink>
                    ) : (
                      n.toLocaleString("en-US")
                    )}
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-xs text-zinc-500">
        Questions are matched by their text. A count opens its questions; &quot;not sampled&quot; are questions {vs}{" "}
        never trained on, &quot;never judged&quot; those without a judged rollout.
      </p>
    </section>
  );
}

/** A count that opens its questions, with what it counts and how that is defined. */
function CountLink({
  href,
  current = false,
  count,
  label,
  definition,
}: {
  href: string;
  current?: boolean;
  count: number;
  label: string;
  definition: string;
}) {
  return (
    <IntentLink
      href={href}
      aria-current={current ? "page" : undefined}
      className={`rounded-lg border p-3 ${
        current ? "border-zinc-900 dark:border-zinc-100" : "border-zinc-200 hover:border-zinc-400 dark:border-zinc-800"
      }`}
    >
      <span className="block text-2xl font-semibold tabular-nums">{count.toLocaleString("en-US")}</span>
      <span className="block text-sm font-medium">{label}</span>
      <span className="block text-xs text-zinc-500">{definition}</span>
    </IntentLink>
  );
}
