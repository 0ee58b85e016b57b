"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import type { TLabelGroup } from "@/lib/browse/labels";
import type { TStepView } from "@/lib/browse/types";
import { StepCard, type TStepContext } from "./step-card";

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
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: steps.length,
    estimateSize: () => 220,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => steps[i]!.index,
  });
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
