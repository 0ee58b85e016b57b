import type { ReactNode } from "react";
import { Card } from "./card";

/** What the user sees instead of an empty list: what is missing and what to do next. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-2xl py-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
    </Card>
  );
}
