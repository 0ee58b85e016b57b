"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import type { TSessionUser } from "@/lib/annotate/types";
import { can } from "@/lib/auth/roles";

/** Above a trajectory: start or stop labelling (a), or why one cannot. */
export function AnnotateBar({
  user,
  isAnnotating,
  onToggle,
}: {
  user: TSessionUser | null | undefined;
  isAnnotating: boolean;
  onToggle: () => void;
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  if (user === undefined) return null;
  if (user === null) {
    const next = `${pathname}${search ? `?${search}` : ""}`;
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="underline">
          Sign in
        </Link>{" "}
        to correct these labels.
      </p>
    );
  }
  if (!can(user.role, "label")) {
    return <p className="text-sm text-zinc-500">You can read this run; labelling needs the annotator role.</p>;
  }
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded border px-3 py-1.5 text-sm ${
        isAnnotating
          ? "border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950"
          : "border-zinc-200 dark:border-zinc-800"
      }`}
    >
      <Button onClick={onToggle} variant={isAnnotating ? "default" : "primary"} aria-pressed={isAnnotating}>
        {isAnnotating ? "Stop labelling" : "Label steps"} <Kbd>a</Kbd>
      </Button>
      {isAnnotating ? (
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          <Kbd>j</Kbd>/<Kbd>k</Kbd> step · <Kbd>g</Kbd> good <Kbd>b</Kbd> bad · <Kbd>o</Kbd> over- <Kbd>u</Kbd>{" "}
          under-search (<Kbd>O</Kbd>/<Kbd>U</Kbd> not) · <Kbd>c</Kbd>/<Kbd>w</Kbd> answer right/wrong · <Kbd>Enter</Kbd>{" "}
          save · <Kbd>n</Kbd>/<Kbd>p</Kbd> next/previous · <Kbd>?</Kbd> all keys
        </span>
      ) : (
        <span className="text-xs text-zinc-500">
          Signed in as {user.name}: correct the judge&apos;s labels with the keyboard.
        </span>
      )}
    </div>
  );
}
