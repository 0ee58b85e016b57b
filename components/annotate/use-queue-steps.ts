"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { annotateKeys, postJson, queuePagePath } from "@/lib/annotate/queries";
import type { TQueueItemWork } from "@/lib/annotate/types";
import { runApiPath } from "@/lib/browse/queries";

/** Moving through a queue: finish (done or skipped) the current item, then go to the next one. */
export function useQueueSteps(runName: string, queueId: number) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const base = `${runApiPath(runName)}/queues/${queueId}`;
  const goNext = async () => {
    const { item } = await postJson<{ item: TQueueItemWork | null }>(`${base}/next`, {});
    await queryClient.invalidateQueries({ queryKey: annotateKeys.queues(runName) });
    router.push(
      item ? queuePagePath(runName, queueId, item.position) : `${queuePagePath(runName, queueId)}?finished=1`,
    );
  };
  const next = useMutation({ mutationFn: goNext });
  const finish = useMutation({
    mutationFn: async (input: { position: number; status: "done" | "skipped"; reason: string | null }) => {
      await postJson(`${base}/items/${input.position}`, { status: input.status, reason: input.reason });
      await goNext();
    },
  });
  return { next, finish };
}
