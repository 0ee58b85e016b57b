// The wire schemas of the annotation endpoints: checked once, in the route (lib/http/define-route).
import { z } from "zod";
import { DEFAULT_SORT, type TTrajectoryFilter } from "@/lib/browse/filter";
import { browseQueryString, stateFromParams, ZBrowseParams } from "@/lib/browse/params";
import { EXPORT_SCOPES } from "./export-records";
import { QUEUE_STRATEGIES } from "./types";

const ZBigId = z.string().regex(/^\d{1,19}$/, "An id is a number");
const ZText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .transform((text) => text?.trim() || null);

export const ZSaveLabelBody = z.strictObject({
  trajectoryId: ZBigId,
  /** null: a label of the whole trajectory. */
  stepIndex: z.number().int().min(0).max(1_000_000).nullable(),
  name: z.string().trim().min(1).max(100),
  value: z.union([z.boolean(), z.number().finite(), z.string().trim().min(1).max(200)]),
  rationale: ZText(5000),
  /** The label this corrects, at the version the author saw; null adds one where none held. */
  corrects: z.strictObject({ id: ZBigId, version: z.number().int().min(1) }).nullable(),
  /** Set when labelling a queue item: the label is then the author's own, beside everyone else's. */
  queue: z.strictObject({ queueId: z.number().int().min(1), position: z.number().int().min(0) }).optional(),
});
export type TSaveLabelBody = z.infer<typeof ZSaveLabelBody>;

/** A browse query string ("?step=100..200&label=over_search=true@judge"), read strictly, kept canonical. */
export const ZFilterQuery = z
  .string()
  .max(4000)
  .transform((text, ctx): { filter: TTrajectoryFilter; query: string } => {
    const params = Object.fromEntries(new URLSearchParams(text.replace(/^\?/, "")));
    const parsed = ZBrowseParams.safeParse(params);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return { filter: stateFromParams({}).filter, query: "" };
    }
    const { filter } = stateFromParams(parsed.data);
    return { filter, query: browseQueryString({ filter, sort: DEFAULT_SORT }) };
  });

export const ZCreateQueueBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  filter: ZFilterQuery,
  strategy: z.enum(QUEUE_STRATEGIES),
  sampleSize: z.number().int().min(1).max(5000),
  annotatorsPerItem: z.number().int().min(1).max(10),
  /** What annotators are asked for; stratified-label stratifies by the first one's values. */
  labelNames: z.array(z.string().trim().min(1).max(100)).max(20),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  /** People to hand the items to in turn; empty: whoever opens the queue claims the next item. */
  assignees: z.array(z.string().trim().min(1).max(40)).max(100),
});
export type TCreateQueueBody = z.input<typeof ZCreateQueueBody>;

export const ZQueueParams = z.strictObject({
  runId: z.string().min(1).max(500),
  queueId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const ZQueueItemParams = ZQueueParams.extend({ position: z.coerce.number().int().min(0).max(1_000_000) });

export const ZWorkBody = z
  .strictObject({ status: z.enum(["done", "skipped"]), reason: ZText(1000) })
  .refine((work) => work.status !== "skipped" || work.reason !== null, {
    message: "Say why you skip it.",
    path: ["reason"],
  });

export const ZLabelListQuery = z.strictObject({ trajectory: ZBigId });

/** An exact source ("judge:gpt-4.1-nano", "human:ada") or a family ("human": every person). */
export const ZSource = z.string().trim().min(1).max(200);
export const ZAgreementQuery = z.strictObject({ a: ZSource.optional(), b: ZSource.optional() });

export const ZExportQuery = z.strictObject({ scope: z.enum(EXPORT_SCOPES).default("current") });

export const ZSignInBody = z.strictObject({
  name: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(1000),
});
