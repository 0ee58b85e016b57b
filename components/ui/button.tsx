import type { ComponentProps } from "react";

export type TButtonVariant = "default" | "primary" | "ghost";

const VARIANTS: Record<TButtonVariant, string> = {
  default:
    "border border-zinc-300 bg-white hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800",
  primary: "border border-sky-700 bg-sky-700 text-white hover:bg-sky-800 dark:border-sky-600 dark:bg-sky-600",
  ghost: "border border-transparent hover:bg-zinc-100 dark:hover:bg-zinc-800",
};

export function buttonClass(variant: TButtonVariant = "default", className = ""): string {
  return `inline-flex items-center justify-center gap-1 rounded px-2.5 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-sky-600 ${VARIANTS[variant]} ${className}`;
}

export function Button({
  variant = "default",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: TButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
