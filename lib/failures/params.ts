import { z } from "zod";
import { isEfficiencyQueryOrdered, toEfficiencyQuery, ZEfficiencyQueryObject } from "@/lib/dynamics/params";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";

// The endpoints' queries: the correctness choice (correct=…, EM by default) and, for the series,
// the dynamics page's chart parameters besides.

export const ZFailureSummaryQuery = z.strictObject({ correct: ZCorrectnessText.optional() });

export const ZFailureSeriesQuery = ZEfficiencyQueryObject.extend({ correct: ZCorrectnessText.optional() })
  .refine(isEfficiencyQueryOrdered, { message: "from must not be after to", path: ["from"] })
  .transform(({ correct, ...q }) => ({ query: toEfficiencyQuery(q), correct: correct ?? "em" }));
