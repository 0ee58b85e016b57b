import * as z from "zod/mini";
import { isEfficiencyQueryOrdered, toEfficiencyQuery, ZEfficiencyQueryObject } from "@/lib/dynamics/params";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";

// The endpoints' queries: the correctness choice (correct=…, EM by default) and, for the series,
// the dynamics page's chart parameters besides.

export const ZFailureSummaryQuery = z.strictObject({ correct: z.optional(ZCorrectnessText) });

export const ZFailureSeriesQuery = z.pipe(
  z
    .extend(ZEfficiencyQueryObject, { correct: z.optional(ZCorrectnessText) })
    .check(z.refine(isEfficiencyQueryOrdered, { message: "from must not be after to", path: ["from"] })),
  z.transform(({ correct, ...q }) => ({ query: toEfficiencyQuery(q), correct: correct ?? "em" })),
);
