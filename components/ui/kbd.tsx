import type { ComponentProps } from "react";

export function Kbd({ className = "", ...props }: ComponentProps<"kbd">) {
  return (
    <kbd
      className={`rounded border border-zinc-300 bg-zinc-50 px-1.5 py-px font-mono text-xs text-zinc-700 shadow-[0_1px_0] shadow-zinc-300 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300 dark:shadow-zinc-700 ${className}`}
      {...props}
    />
  );
}
