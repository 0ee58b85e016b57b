// A snapshot stores the computed view — tables, prepared curve rows, diff lists, the opened pair —
// so that its page shows the comparison exactly as it was, whatever happens to the runs later.
// Its size is bounded: the opened trajectories' texts are cut step by step until the JSON fits,
// and what was cut is said on the page; a view that still does not fit is refused.
import { z } from "zod";
import { TRUNCATABLE_STEP_FIELDS, type TStepView } from "@/lib/browse/types";
import { ZCompareQuery } from "./params";
import type { TComparePair, TComparisonView } from "./types";

export const SNAPSHOT_VERSION = 1;
export const MAX_SNAPSHOT_BYTES = 2_000_000;
export const MAX_EXPIRY_DAYS = 365;

export type TSnapshotPayload = {
  version: typeof SNAPSHOT_VERSION;
  capturedAt: string;
  view: TComparisonView;
  /** What was cut to fit MAX_SNAPSHOT_BYTES, in words for the page. */
  notes: string[];
};

/** Read back from the database: the envelope is checked; the view is what this code wrote. */
export const ZSnapshotPayload = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  capturedAt: z.string(),
  view: z.custom<TComparisonView>((v) => typeof v === "object" && v !== null && "state" in v && "tables" in v),
  notes: z.array(z.string()),
});

/** POST /api/snapshots: the comparison's own query string (strictly parsed), a title, an optional expiry. */
export const ZCreateSnapshot = z.strictObject({
  title: z.string().trim().min(1).max(200),
  query: z
    .string()
    .max(8000)
    .transform((text, ctx) => {
      const parsed = ZCompareQuery.safeParse(Object.fromEntries(new URLSearchParams(text)));
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }),
  expiresInDays: z.number().int().min(1).max(MAX_EXPIRY_DAYS).nullable(),
});
export type TCreateSnapshot = z.infer<typeof ZCreateSnapshot>;

export class SnapshotTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(
      `This comparison is too large to share (${(bytes / 1e6).toFixed(1)} MB, at most ${MAX_SNAPSHOT_BYTES / 1e6} MB): narrow the filters or close the opened question.`,
    );
    this.name = "SnapshotTooLargeError";
  }
}

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

function cutStep(step: TStepView, limit: number, keepDocuments: boolean): TStepView {
  const cut = { ...step, truncatedFields: [...step.truncatedFields] };
  for (const field of TRUNCATABLE_STEP_FIELDS) {
    const text = step[field];
    if (text !== null && text.length > limit) {
      cut[field] = text.slice(0, limit);
      if (!cut.truncatedFields.includes(field)) cut.truncatedFields.push(field);
    }
  }
  cut.documents = keepDocuments ? (step.documents?.map((d) => ({ ...d, text: d.text.slice(0, limit) })) ?? null) : null;
  return cut;
}

function cutPair(pair: TComparePair, limit: number, keepDocuments: boolean): TComparePair {
  const side = (s: TComparePair["a"]) => ({
    ...s,
    detail: { ...s.detail, steps: s.detail.steps.map((step) => cutStep(step, limit, keepDocuments)) },
  });
  return { ...pair, a: side(pair.a), b: side(pair.b) };
}

// Each level keeps less of the opened trajectories' texts; tables, curves and lists are never cut.
const LEVELS = [
  { limit: 1000, keepDocuments: true, note: "Step texts of the opened trajectories are cut to 1,000 characters." },
  {
    limit: 200,
    keepDocuments: true,
    note: "Step texts and documents of the opened trajectories are cut to 200 characters.",
  },
  {
    limit: 200,
    keepDocuments: false,
    note: "Step texts of the opened trajectories are cut to 200 characters; documents are left out.",
  },
] as const;

export function buildSnapshotPayload(
  view: TComparisonView,
  capturedAt: Date,
  maxBytes = MAX_SNAPSHOT_BYTES,
): TSnapshotPayload {
  const payload: TSnapshotPayload = {
    version: SNAPSHOT_VERSION,
    capturedAt: capturedAt.toISOString(),
    view,
    notes: [],
  };
  let bytes = byteLength(payload);
  if (bytes <= maxBytes) return payload;
  if (view.pair) {
    for (const level of LEVELS) {
      const smaller = { ...payload, view: { ...view, pair: cutPair(view.pair, level.limit, level.keepDocuments) } };
      smaller.notes = [level.note];
      bytes = byteLength(smaller);
      if (bytes <= maxBytes) return smaller;
    }
  }
  throw new SnapshotTooLargeError(bytes);
}
