"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { ShortcutsDialog } from "@/components/trajectory/shortcuts-dialog";
import { StepList } from "@/components/trajectory/step-list";
import { TrajectorySummary } from "@/components/trajectory/trajectory-summary";
import { TrajectoryViewSkeleton } from "@/components/trajectory/trajectory-view-skeleton";
import { useShortcuts } from "@/components/trajectory/use-shortcuts";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { humanSource, isHumanSource } from "@/lib/annotate/current";
import { ANNOTATE_SHORTCUTS } from "@/lib/annotate/keys";
import { annotateQueries, queuePagePath } from "@/lib/annotate/queries";
import { labelsByStep } from "@/lib/browse/labels";
import { browseQueries } from "@/lib/browse/queries";
import { AnnotationProvider, rowDomId } from "./annotation-context";
import { QueueItemHeader } from "./queue-item-header";
import { StepAnnotation } from "./step-annotation";
import { useAnnotation } from "./use-annotation";
import { useQueueSteps } from "./use-queue-steps";

const SHORTCUTS = [...ANNOTATE_SHORTCUTS, { key: "s", description: "Skip this item (say why)" }];

/** One queue item: the trajectory with labelling always on, blind to other people's labels. */
export function QueueItemView({ runName, queueId, position }: { runName: string; queueId: number; position: number }) {
  const router = useRouter();
  const me = useQuery(annotateQueries.me());
  const work = useQuery(annotateQueries.myWork(runName, queueId));
  const item = work.data?.items.find((i) => i.position === position);
  const detail = useQuery({ ...browseQueries.trajectory(runName, item?.trajectoryId ?? "0"), enabled: !!item });
  const mode = useMemo(() => ({ kind: "queue" as const, queueId, position }), [queueId, position]);
  const myName = me.data?.name ?? "";
  const annotation = useAnnotation({
    runName,
    trajectoryId: item?.trajectoryId ?? "0",
    steps: detail.data?.steps ?? [],
    me: myName,
    mode,
    enabled: !!item,
  });
  const steps = useQueueSteps(runName, queueId);
  const [isSkipping, setSkipping] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const previous = work.data?.items.filter((i) => i.position < position).at(-1);
  const doneAndNext = () => {
    if (item?.status === "assigned") steps.finish.mutate({ position, status: "done", reason: null });
    else steps.next.mutate();
  };
  useShortcuts({
    ...annotation.handlers,
    n: doneAndNext,
    p: () => previous && router.push(queuePagePath(runName, queueId, previous.position)),
    s: () => setSkipping(true),
    "?": () => setHelpOpen(true),
  });
  const byStep = useMemo(() => {
    const own = humanSource(myName);
    return labelsByStep((detail.data?.labels ?? []).filter((l) => !isHumanSource(l.source) || l.source === own));
  }, [detail.data, myName]);

  if (work.isError) return <ErrorState title="Could not load the queue" message={work.error.message} />;
  if (!work.data || detail.isPending) return <TrajectoryViewSkeleton />;
  if (!item) return <ErrorState title="This item is not yours" message="Open the queue to get your next item." />;
  if (detail.isError) return <ErrorState title="Could not load this trajectory" message={detail.error.message} />;
  const { trajectory } = detail.data;
  return (
    <AnnotationProvider value={annotation}>
      <div className="space-y-4">
        <QueueItemHeader
          runName={runName}
          queue={work.data.queue}
          item={item}
          hasPrevious={!!previous}
          isSkipping={isSkipping}
          onSkip={(reason) => {
            setSkipping(false);
            steps.finish.mutate({ position, status: "skipped", reason });
          }}
          onCancelSkip={() => setSkipping(false)}
          onPrevious={() => previous && router.push(queuePagePath(runName, queueId, previous.position))}
          onNext={doneAndNext}
          error={(steps.finish.error ?? steps.next.error)?.message ?? null}
          isBusy={steps.finish.isPending || steps.next.isPending}
        />
        <TrajectorySummary trajectory={trajectory} />
        <Card
          aria-label="Trajectory labels"
          id={rowDomId(-1)}
          onClick={() => annotation.selected !== -1 && annotation.select(-1)}
          className={`space-y-2 ${annotation.selected === -1 ? "ring-2 ring-sky-600/40" : ""}`}
        >
          <h2 className="font-semibold">The whole trajectory</h2>
          <StepAnnotation annotation={annotation} stepIndex={null} kind={null} />
        </Card>
        <h2 className="font-semibold">Steps</h2>
        <StepList
          steps={detail.data.steps}
          labelsByStep={byStep}
          context={{ runName, trajectoryId: item.trajectoryId, golds: trajectory.goldenAnswers }}
        />
        <ShortcutsDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} shortcuts={SHORTCUTS} />
      </div>
    </AnnotationProvider>
  );
}
