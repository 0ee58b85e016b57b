"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { TZoom } from "@/lib/dynamics/params";

/** The zoom as two step fields (what a drag across a chart also sets) and a reset. */
export function ZoomFields({ zoom, onChange }: { zoom: TZoom; onChange: (zoom: TZoom) => void }) {
  const [from, setFrom] = useState(zoom.from?.toString() ?? "");
  const [to, setTo] = useState(zoom.to?.toString() ?? "");
  // A zoom from elsewhere (a drag across a chart, Back) refills the fields: adjusted while rendering.
  const [given, setGiven] = useState(zoom);
  if (given.from !== zoom.from || given.to !== zoom.to) {
    setGiven(zoom);
    setFrom(zoom.from?.toString() ?? "");
    setTo(zoom.to?.toString() ?? "");
  }
  const parse = (text: string) =>
    text.trim() === "" || !Number.isFinite(Number(text)) ? null : Math.round(Number(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [a, b] = [parse(from), parse(to)];
    onChange(a !== null && b !== null && a > b ? { from: b, to: a } : { from: a, to: b });
  };
  const isZoomed = zoom.from !== null || zoom.to !== null;
  return (
    <form onSubmit={submit} className="flex items-end gap-1.5" aria-label="Zoom">
      <Field label="From step">
        <Input inputMode="numeric" className="w-20" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      </Field>
      <Field label="To step">
        <Input inputMode="numeric" className="w-20" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Field>
      <Button type="submit">Zoom</Button>
      <Button disabled={!isZoomed} onClick={() => onChange({ from: null, to: null })}>
        Reset zoom
      </Button>
    </form>
  );
}
