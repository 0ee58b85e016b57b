"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Copy the table as Markdown or LaTeX; the text is also shown, for browsers without clipboard access. */
export function CopyExport({ markdown, latex }: { markdown: string; latex: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const [shown, setShown] = useState<"markdown" | "latex" | null>(null);
  const copy = async (kind: "markdown" | "latex") => {
    setShown(kind);
    try {
      await navigator.clipboard.writeText(kind === "markdown" ? markdown : latex);
      setStatus(`${kind === "markdown" ? "Markdown" : "LaTeX"} copied`);
    } catch {
      setStatus("The browser refused the clipboard: select the text below and copy it");
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <Button onClick={() => void copy("markdown")}>Copy Markdown</Button>
        <Button onClick={() => void copy("latex")}>Copy LaTeX</Button>
        <span role="status" className="text-xs text-zinc-500">
          {status}
        </span>
      </div>
      {shown && (
        <textarea
          readOnly
          aria-label={shown === "markdown" ? "Markdown" : "LaTeX"}
          value={shown === "markdown" ? markdown : latex}
          rows={Math.min(14, (shown === "markdown" ? markdown : latex).split("\n").length + 1)}
          className="w-full rounded border border-zinc-300 bg-zinc-50 p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
