"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import type { TLabelGroup } from "@/lib/browse/labels";
import type { TStepView } from "@/lib/browse/types";
import { StepCard, type TStepContext } from "./step-card";
import { useShortcuts } from "./use-shortcuts";

// Up to this many steps render plainly (and the browser's find works on them); beyond it only the
// steps near the viewport exist in the DOM, so 500 steps scroll as smoothly as 5.
const VIRTUALIZE_AFTER = 40;

type TProps = { steps: TStepView[]; labelsByStep: Map<number | null, TLabelGroup["current"]>; context: TStepContext };

export function StepList(props: TProps) {
  if (props.steps.length === 0) {
    return (
      <p className="text-sm text-zinc-500">
        This trajectory has no parsed steps; its raw response may still show what happened.
      </p>
    );
  }
  return props.steps.length > VIRTUALIZE_AFTER ? <VirtualStepList {...props} /> : <PlainStepList {...props} />;
}

function PlainStepList({ steps, labelsByStep, context }: TProps) {
  return (
    <ol aria-label="Steps" className="space-y-3">
      {steps.map((step) => (
        <li key={step.index}>
          <StepCard step={step} labels={labelsByStep.get(step.index) ?? []} context={context} />
        </li>
      ))}
    </ol>
  );
}

function VirtualStepList({ steps, labelsByStep, context }: TProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const offset = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: steps.length,
    estimateSize: () => 220,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => steps[i]!.index,
  });
  // The browser's own End aims at the page's height as estimated before the steps near the bottom
  // are drawn, and they measure taller: it stops short of the last step. The virtualizer's scroll
  // follows the end while it grows.
  useShortcuts({ End: () => virtualizer.scrollToEnd() });
  return (
    <ol aria-label="Steps" ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const step = steps[item.index]!;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 w-full pb-3"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <StepCard step={step} labels={labelsByStep.get(step.index) ?? []} context={context} />
          </li>
        );
      })}
    </ol>
  );
}

// Where the list starts on the page. The cards above it grow once their data arrives (the reward
// breakdown by some 800 px), so this is re-read whenever the list's container resizes: a stale
// figure makes the virtualizer draw the steps for another part of the page than the one in view.
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container) return;
    const read = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
