import type { HTMLAttributes, ReactNode } from "react";
import { PLOT_SIZE, type TTick } from "@/lib/charts/plot";

const X_AXIS_HEIGHT = 20;
const AXIS_TITLE_HEIGHT = 16;

/** A fraction of the plot area as a CSS length. */
export const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The frame every chart draws in: tick labels and dashed grid lines as HTML around a plot area, and
 * the marks (`children`, in 0..PLOT_SIZE user space) in an SVG stretched over it. `overlay` is HTML
 * placed over the plot area (hover dots, tooltips, a selection); `plotProps` its pointer handlers.
 * Render-only, and whole on the server: nothing here waits for the browser to measure.
 */
export function PlotFrame({
  height,
  xTicks,
  yTicks,
  xTitle,
  yTitle,
  yAxisWidth = 48,
  verticalGrid = true,
  isClipped = true,
  children,
  overlay,
  plotProps,
}: {
  /** Height of the whole chart, axes included, in pixels. */
  height: number;
  xTicks: readonly TTick[];
  yTicks: readonly TTick[];
  xTitle?: string;
  yTitle?: string;
  yAxisWidth?: number;
  verticalGrid?: boolean;
  /** Marks past the plot area are cut off (a zoomed line); false lets dots on its edge show whole. */
  isClipped?: boolean;
  children: ReactNode;
  overlay?: ReactNode;
  plotProps?: HTMLAttributes<HTMLDivElement>;
}) {
  const bottom = X_AXIS_HEIGHT + (xTitle ? AXIS_TITLE_HEIGHT : 0);
  return (
    <div
      className="relative grid pt-2 pr-4 text-[11px] leading-none tabular-nums"
      style={{
        height,
        gridTemplateColumns: `${yTitle ? AXIS_TITLE_HEIGHT : 0}px ${yAxisWidth}px minmax(0, 1fr)`,
        gridTemplateRows: `minmax(0, 1fr) ${bottom}px`,
      }}
    >
      <div className="relative">
        {yTitle && (
          <span className="absolute top-1/2 left-0 origin-center -translate-y-1/2 whitespace-nowrap [writing-mode:vertical-rl] rotate-180">
            {yTitle}
          </span>
        )}
      </div>
      <div className="relative" aria-hidden>
        {yTicks.map((tick) => (
          <span
            key={`${tick.at}-${tick.label}`}
            className="absolute right-1.5 -translate-y-1/2 whitespace-nowrap"
            style={{ top: percent(1 - tick.at) }}
          >
            {tick.label}
          </span>
        ))}
      </div>
      <div data-plot {...plotProps} className="relative border-b border-l border-zinc-400 dark:border-zinc-500">
        {yTicks.map((tick) => (
          <div
            key={`y-${tick.at}`}
            className="absolute inset-x-0 border-t border-dashed border-zinc-500/25"
            style={{ top: percent(1 - tick.at) }}
          />
        ))}
        {verticalGrid &&
          xTicks.map((tick) => (
            <div
              key={`x-${tick.at}`}
              className="absolute inset-y-0 border-l border-dashed border-zinc-500/25"
              style={{ left: percent(tick.at) }}
            />
          ))}
        <svg
          className={`absolute inset-0 h-full w-full ${isClipped ? "overflow-hidden" : "overflow-visible"}`}
          viewBox={`0 0 ${PLOT_SIZE} ${PLOT_SIZE}`}
          preserveAspectRatio="none"
        >
          {children}
        </svg>
        {overlay}
      </div>
      <div className="relative col-start-3" aria-hidden>
        {xTicks.map((tick) => (
          <span
            key={`${tick.at}-${tick.label}`}
            className="absolute top-1.5 -translate-x-1/2 whitespace-nowrap"
            style={{ left: percent(tick.at) }}
          >
            {tick.label}
          </span>
        ))}
        {xTitle && <span className="absolute bottom-0 left-1/2 -translate-x-1/2 whitespace-nowrap">{xTitle}</span>}
      </div>
    </div>
  );
}

/** Where an overlay element sits over the plot area: a fraction across, a fraction up. */
export function plotPlace(x: number, y?: number): { left: string; top?: string } {
  return y === undefined ? { left: percent(x) } : { left: percent(x), top: percent(1 - y) };
}

/** The pointer's place across the plot area, as a fraction (0 at its left edge, 1 at its right). */
export function pointerFraction(event: { clientX: number; currentTarget: Element }): number {
  const box = event.currentTarget.getBoundingClientRect();
  return box.width > 0 ? (event.clientX - box.left) / box.width : 0;
}

/** A tooltip box over the plot area, beside `at` (a fraction across): on the side with more room. */
export function PlotTooltip({ at, children }: { at: number; children: ReactNode }) {
  const side = at > 0.5 ? { right: percent(1 - at) } : { left: percent(at) };
  return (
    <div className="pointer-events-none absolute top-1 z-10 w-max max-w-[32rem] px-3" style={side}>
      {children}
    </div>
  );
}

/** What a chart says about the place under the pointer. */
export function TooltipBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded border border-zinc-200 bg-white/95 px-2.5 py-1.5 text-xs whitespace-nowrap shadow-md dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      {children}
    </div>
  );
}
