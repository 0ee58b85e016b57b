import { z } from "zod";
import { QUESTION_STATUSES } from "./status";

/** ?status= of the questions page and endpoint; the default is the status researchers look for first. */
export const ZQuestionsQuery = z.strictObject({ status: z.enum(QUESTION_STATUSES).default("forgotten") });
