"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";

// Charts draw in the browser only (recharts renders nothing on the server), and drawing one takes
// tens of milliseconds on a slow machine. Drawn together in the page's hydration, the five charts
// of the dynamics page held the main thread for ~350 ms before any of them showed. Each chart waits
// its turn instead: those on screen first, one per task with a paint between them, then the rest,
// so the first chart shows as soon as it alone is drawn and the page answers input meanwhile.

type TWaiting = { isOnScreen: boolean; draw: () => void };

const waiting: TWaiting[] = [];
let isScheduled = false;

function scheduleNext() {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  // A timer set from an animation frame runs once that frame is painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      isScheduled = false;
      const onScreen = waiting.findIndex((w) => w.isOnScreen);
      const [next] = waiting.splice(Math.max(onScreen, 0), 1);
      next?.draw();
      scheduleNext();
    }, 0),
  );
}

function isOnScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/** Draws `children` (a chart) when its turn comes; until then, and on the server, an empty box of its height. */
export function ChartTurn({ height, children }: { height: number | string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [mayDraw, setMayDraw] = useState(false);
  useEffect(() => {
    // Drawn within its turn (flushSync), not batched by React with the next chart's.
    const entry: TWaiting = { isOnScreen: isOnScreen(box.current!), draw: () => flushSync(() => setMayDraw(true)) };
    waiting.push(entry);
    scheduleNext();
    return () => {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, []);
  return mayDraw ? children : <div ref={box} style={{ height }} aria-busy="true" />;
}
