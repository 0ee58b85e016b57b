import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One summary card: a named figure, with the counts or the reason behind it underneath. */
export function Stat({
  label,
  value,
  hint,
  children,
}: {
  label: string;
  value: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Card className="p-3" role="group" aria-label={label}>
      <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500" title={hint}>
        {label}
      </h3>
      <p className="mt-1 text-xl font-semibold tabular-nums">{value}</p>
      {children && <div className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{children}</div>}
    </Card>
  );
}
