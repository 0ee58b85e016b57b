"use client";

import { createContext, useContext } from "react";
import type { TAnnotationMode, TDraft } from "@/lib/annotate/draft";
import type { TLabelVersionView } from "@/lib/annotate/types";

export type TFeedback = {
  stepIndex: number | null;
  tone: "error" | "ok";
  message: string;
  /** On a conflict: the label that holds now, and who set it. */
  current?: TLabelVersionView;
};

/** The labelling state of one trajectory, shared by its step cards (null when nobody is labelling). */
export type TAnnotation = {
  runName: string;
  trajectoryId: string;
  mode: TAnnotationMode;
  me: string;
  /** The labels shown: in a queue, other people's are hidden so each annotator judges alone. */
  versions: TLabelVersionView[];
  isLoading: boolean;
  /** -1 is the whole trajectory, else a step index. */
  selected: number;
  select: (index: number) => void;
  draft: TDraft | null;
  setDraft: (draft: TDraft | null) => void;
  save: () => void;
  isSaving: boolean;
  feedback: TFeedback | null;
  /** Keyboard handlers for useShortcuts: j/k, value keys, l, Enter, Escape. */
  handlers: Record<string, () => void>;
};

const AnnotationContext = createContext<TAnnotation | null>(null);

export const AnnotationProvider = AnnotationContext.Provider;

export function useAnnotationContext(): TAnnotation | null {
  return useContext(AnnotationContext);
}

/** The DOM id of a selectable row, for scrolling it into view. */
export const rowDomId = (index: number) => `annotate-row-${index}`;
