import { z } from "zod";
import { STATUS_SELECTORS } from "./cross-run";

/**
 * ?status= of the questions page and endpoint (the default is the status researchers look for
 * first); ?vs= another run to cross this run's statuses with, ?vs_status= that run's status to
 * narrow the list to.
 */
export const ZQuestionsQuery = z.strictObject({
  status: z.enum(STATUS_SELECTORS).default("forgotten"),
  vs: z.string().min(1).optional(),
  vs_status: z.enum(STATUS_SELECTORS).optional(),
});
export type TQuestionsQuery = z.infer<typeof ZQuestionsQuery>;
