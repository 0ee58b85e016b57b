"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { humanSource, isHumanSource } from "@/lib/annotate/current";
import { prepareSave, type TAnnotationMode, type TDraft } from "@/lib/annotate/draft";
import { draftForKey, moveSelection, VALUE_KEYS } from "@/lib/annotate/keys";
import { annotateQueries, postJson } from "@/lib/annotate/queries";
import type { TSaveLabelBody } from "@/lib/annotate/schemas";
import type { TLabelVersionView } from "@/lib/annotate/types";
import { browseKeys, runApiPath } from "@/lib/browse/queries";
import { ApiError } from "@/lib/http/fetch-json";
import type { TStepKind } from "@/lib/trajectory/types";
import { rowDomId, type TAnnotation, type TFeedback } from "./annotation-context";

type TState = { trajectoryId: string; selected: number; draft: TDraft | null; feedback: TFeedback | null };

/** Labelling one trajectory from the keyboard: selection, the draft, saving it, and what came back. */
export function useAnnotation(input: {
  runName: string;
  trajectoryId: string;
  steps: readonly { index: number; kind: TStepKind }[];
  me: string;
  mode: TAnnotationMode;
  enabled: boolean;
}): TAnnotation {
  const { runName, trajectoryId, steps, me, mode, enabled } = input;
  const queryClient = useQueryClient();
  const versionsQuery = useQuery({ ...annotateQueries.labelVersions(runName, trajectoryId), enabled });
  const fresh = { trajectoryId, selected: -1, draft: null, feedback: null };
  const [stored, setState] = useState<TState>(fresh);
  // A new trajectory starts with nothing selected (state kept from the previous one is dropped).
  const state = stored.trajectoryId === trajectoryId ? stored : fresh;
  const update = (patch: Partial<TState>) => setState({ ...state, ...patch });
  const all = useMemo(() => versionsQuery.data ?? [], [versionsQuery.data]);
  const versions = useMemo(
    () => (mode.kind === "queue" ? all.filter((l) => !isHumanSource(l.source) || l.source === humanSource(me)) : all),
    [all, me, mode.kind],
  );
  const kindAt = (index: number | null) =>
    index === null ? null : (steps.find((s) => s.index === index)?.kind ?? null);

  useEffect(() => {
    if (enabled) document.getElementById(rowDomId(state.selected))?.scrollIntoView({ block: "nearest" });
  }, [enabled, state.selected]);

  const mutation = useMutation({
    mutationFn: (body: TSaveLabelBody) => postJson<{ label: TLabelVersionView }>(`${runApiPath(runName)}/labels`, body),
    onSuccess: (result, body) => {
      setState((s) => ({
        ...s,
        draft: null,
        feedback: {
          stepIndex: body.stepIndex,
          tone: "ok",
          message: `Saved (version ${result.label.version}).`,
        },
      }));
      // The new label shows in the history at once; the refetch brings everything else up to date.
      const versionsKey = annotateQueries.labelVersions(runName, trajectoryId).queryKey;
      queryClient.setQueryData(versionsKey, (old) => [
        ...(old ?? []),
        { ...result.label, stepIndex: body.stepIndex, name: body.name },
      ]);
      void queryClient.invalidateQueries({ queryKey: browseKeys.run(runName) });
    },
    onError: (error, body) => {
      const details =
        error instanceof ApiError ? (error.details as { current?: TLabelVersionView } | undefined) : undefined;
      setState((s) => ({
        ...s,
        feedback: {
          stepIndex: body.stepIndex,
          tone: "error",
          message: error.message,
          current: details?.current,
        },
      }));
      // The label that holds now becomes the one a second Enter corrects.
      void queryClient.invalidateQueries({ queryKey: annotateQueries.labelVersions(runName, trajectoryId).queryKey });
    },
  });

  const save = () => {
    if (!state.draft || mutation.isPending) return;
    const prepared = prepareSave({
      draft: state.draft,
      trajectoryId,
      stepKind: kindAt(state.draft.stepIndex),
      versions: all,
      mode,
      me,
    });
    if ("error" in prepared)
      update({ feedback: { stepIndex: state.draft.stepIndex, tone: "error", message: prepared.error } });
    else mutation.mutate(prepared.body);
  };
  const selectedIndex = state.selected === -1 ? null : state.selected;
  const handlers: Record<string, () => void> = {
    j: () => update({ selected: moveSelection(state.selected, steps.length, 1), feedback: null }),
    k: () => update({ selected: moveSelection(state.selected, steps.length, -1), feedback: null }),
    l: () => update({ draft: { stepIndex: selectedIndex, name: "", valueText: "", rationale: "" }, feedback: null }),
    Enter: save,
    Escape: () => update({ draft: null, feedback: null }),
  };
  for (const { key } of VALUE_KEYS) {
    handlers[key] = () => {
      const result = draftForKey(key, { stepIndex: selectedIndex, kind: kindAt(selectedIndex) });
      if (!result) return;
      if ("error" in result) update({ feedback: { stepIndex: selectedIndex, tone: "error", message: result.error } });
      else update({ draft: result.draft, feedback: null });
    };
  }
  return {
    runName,
    trajectoryId,
    mode,
    me,
    versions,
    isLoading: versionsQuery.isPending,
    selected: state.selected,
    select: (index) => update({ selected: index }),
    draft: state.draft,
    setDraft: (draft) => update({ draft }),
    save,
    isSaving: mutation.isPending,
    feedback: state.feedback,
    handlers,
  };
}
