import type { ComponentProps } from "react";

const CONTROL =
  "rounded border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-sky-600";

export function Input({ className = "", ...props }: ComponentProps<"input">) {
  return <input className={`${CONTROL} ${className}`} {...props} />;
}

export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select className={`${CONTROL} ${className}`} {...props} />;
}

/** A small caption above a control; the control goes inside so the label names it. */
export function Field({ label, className = "", children, ...props }: ComponentProps<"label"> & { label: string }) {
  return (
    <label className={`flex flex-col gap-0.5 text-xs text-zinc-600 dark:text-zinc-400 ${className}`} {...props}>
      <span>{label}</span>
      {children}
    </label>
  );
}
