"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadText } from "./download";

export type TExport = { label: string; filename: string; type: string; text: () => string };

/** Copy or download each export: the text is made when asked for, from data already on the page. */
export function ExportButtons({ exports, label }: { exports: TExport[]; label: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (item: TExport) => {
    try {
      await navigator.clipboard.writeText(item.text());
      setCopied(item.label);
    } catch {
      setCopied(null);
    }
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5 text-xs">
      {exports.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-0.5">
          <Button className="text-xs" onClick={() => void copy(item)} aria-label={`Copy ${item.label}`}>
            Copy {item.label}
          </Button>
          <Button
            variant="ghost"
            className="text-xs"
            onClick={() => downloadText(item.filename, item.text(), item.type)}
            aria-label={`Download ${item.label}`}
          >
            ↓
          </Button>
        </span>
      ))}
      <span role="status" className="text-zinc-500">
        {copied && `${copied} copied.`}
      </span>
    </div>
  );
}
