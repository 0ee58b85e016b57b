"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { AnnotateBar } from "@/components/annotate/annotate-bar";
import { AnnotationProvider, rowDomId } from "@/components/annotate/annotation-context";
import { StepAnnotation } from "@/components/annotate/step-annotation";
import { SetAsideLabels } from "./set-aside-labels";
import { useAnnotation } from "@/components/annotate/use-annotation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { RecomputedRewardBreakdown } from "@/components/what-if/recomputed-reward-breakdown";
import type { TAnnotationMode } from "@/lib/annotate/draft";
import { ANNOTATE_SHORTCUTS } from "@/lib/annotate/keys";
import { annotateQueries } from "@/lib/annotate/queries";
import { can } from "@/lib/auth/roles";
import { labelsByStep } from "@/lib/browse/labels";
import { parseBrowseParams } from "@/lib/browse/params";
import { browseQueries, listKeyOf, runPagePath, trajectoryPagePath } from "@/lib/browse/queries";
import { TRAJECTORY_SHORTCUTS } from "@/lib/browse/shortcuts";
import { RawResponseDialog } from "./raw-response-dialog";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { groupPagePath } from "@/lib/groups/queries";
import { questionPagePath } from "@/lib/questions/queries";
import { LabelList } from "./step-labels";
import { StepList } from "./step-list";
import { TrajectoryNav } from "./trajectory-nav";
import { TrajectorySummary } from "./trajectory-summary";
import { TrajectoryViewSkeleton } from "./trajectory-view-skeleton";
import { useShortcuts } from "./use-shortcuts";

const CORRECT: TAnnotationMode = { kind: "correct" };
const NO_STEPS: never[] = [];

/**
 * A trajectory's page. Its URL carries the list it was opened from (filter and sort), so
 * previous/next (k/j) walk that list and "back" returns to it.
 */
export function TrajectoryView({ runName, trajectoryId }: { runName: string; trajectoryId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const searchParams = useSearchParams();
  const list = useMemo(() => {
    const { state } = parseBrowseParams(Object.fromEntries(searchParams));
    return { filter: state.filter, sort: state.sort, columns: state.columns };
  }, [searchParams]);
  const detail = useQuery(browseQueries.trajectory(runName, trajectoryId));
  const run = useQuery(browseQueries.run(runName));
  const neighbours = useQuery(browseQueries.neighbours(runName, trajectoryId, list));
  const [dialog, setDialog] = useState<"help" | "response" | null>(null);
  const hrefOf = (id: string) => trajectoryPagePath(runName, id, list);
  const listHref = `${runPagePath(runName)}${listKeyOf(list)}`;
  // Labelling mode (a): j/k move between steps and n/p between trajectories instead.
  const me = useQuery(annotateQueries.me());
  const canLabel = can(me.data?.role, "label");
  const [wantsToLabel, setWantsToLabel] = useState(false);
  const isAnnotating = wantsToLabel && canLabel;
  const annotation = useAnnotation({
    runName,
    trajectoryId,
    steps: detail.data?.steps ?? NO_STEPS,
    me: me.data?.name ?? "",
    mode: CORRECT,
    enabled: isAnnotating,
  });
  const goTo = (id: string | null | undefined) => id && router.push(hrefOf(id));

  // The neighbours' data is fetched ahead, so j/k show the next trajectory at once.
  useEffect(() => {
    for (const id of [neighbours.data?.nextId, neighbours.data?.previousId]) {
      if (id) void queryClient.prefetchQuery(browseQueries.trajectory(runName, id));
    }
  }, [neighbours.data, queryClient, runName]);

  const common = {
    r: () => setDialog("response"),
    "?": () => setDialog("help"),
    a: () => canLabel && setWantsToLabel(!isAnnotating),
  };
  useShortcuts(
    isAnnotating
      ? {
          ...annotation.handlers,
          ...common,
          n: () => goTo(neighbours.data?.nextId),
          p: () => goTo(neighbours.data?.previousId),
        }
      : {
          ...common,
          j: () => goTo(neighbours.data?.nextId),
          k: () => goTo(neighbours.data?.previousId),
          u: () => router.push(listHref),
        },
  );

  const byStep = useMemo(() => labelsByStep(detail.data?.labels ?? []), [detail.data]);
  const nav = (
    <TrajectoryNav listHref={listHref} neighbours={neighbours.data} hrefOf={hrefOf} onHelp={() => setDialog("help")} />
  );
  if (detail.isPending) return <TrajectoryViewSkeleton />;
  if (detail.isError) {
    return (
      <div className="space-y-3">
        {nav}
        <ErrorState
          title="Could not load this trajectory"
          message={detail.error.message}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  const { trajectory, steps } = detail.data;
  const context = { runName, trajectoryId, golds: trajectory.goldenAnswers, scheme: run.data?.normalization };
  const trajectoryLabels = byStep.get(null) ?? [];
  const shortcuts = isAnnotating
    ? ANNOTATE_SHORTCUTS
    : [...TRAJECTORY_SHORTCUTS, ...(canLabel ? [{ key: "a", description: "Label steps (correct the judge)" }] : [])];
  return (
    <AnnotationProvider value={isAnnotating ? annotation : null}>
      <div className="space-y-4">
        {nav}
        <AnnotateBar user={me.data} isAnnotating={isAnnotating} onToggle={() => setWantsToLabel(!isAnnotating)} />
        <TrajectorySummary
          trajectory={trajectory}
          groupHref={groupPagePath(runName, trajectoryId)}
          questionHref={questionPagePath(runName, trajectoryId)}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <Card aria-label="Reward">
            <h2 className="mb-2 font-semibold">Reward</h2>
            <RecomputedRewardBreakdown
              runName={runName}
              trajectoryId={trajectoryId}
              components={trajectory.rewardComponents}
              weights={run.data?.rewardWeights ?? {}}
              total={trajectory.reward}
            />
          </Card>
          <Card
            aria-label="Trajectory labels"
            id={isAnnotating ? rowDomId(-1) : undefined}
            aria-current={isAnnotating && annotation.selected === -1 ? "step" : undefined}
            onClick={isAnnotating ? () => annotation.selected !== -1 && annotation.select(-1) : undefined}
            className={`space-y-2 ${isAnnotating && annotation.selected === -1 ? "ring-2 ring-sky-600/40" : ""}`}
          >
            <h2 className="font-semibold">Labels on the whole trajectory</h2>
            {isAnnotating ? (
              <StepAnnotation annotation={annotation} stepIndex={null} kind={null} />
            ) : trajectoryLabels.length ? (
              <LabelList labels={trajectoryLabels} />
            ) : (
              <p className="text-sm text-zinc-500">None.</p>
            )}
            <Button onClick={() => setDialog("response")} disabled={trajectory.responseLength === null}>
              {trajectory.responseLength === null ? "No raw response stored" : "Show the raw response (r)"}
            </Button>
          </Card>
        </div>
        <h2 className="font-semibold">Steps</h2>
        <StepList steps={steps} labelsByStep={byStep} context={context} />
        <SetAsideLabels labels={detail.data.setAsideLabels} />
        <ShortcutsDialog open={dialog === "help"} onClose={() => setDialog(null)} shortcuts={shortcuts} />
        <RawResponseDialog
          open={dialog === "response"}
          onClose={() => setDialog(null)}
          runName={runName}
          trajectoryId={trajectoryId}
          length={trajectory.responseLength}
        />
      </div>
    </AnnotationProvider>
  );
}
