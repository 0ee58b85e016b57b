import { z } from "zod";
import { cursorFits, decodeCursor } from "./cursor";
import { PAGE_SIZE } from "./queries";
import { stateFromParams, ZBrowseParams } from "./params";

// The zod schemas of the browse endpoints' path and query parameters (checked once, in the route).

/** The [runId] segment holds the run's name: unique, readable, and the same in page URLs. */
export const ZRunParams = z.strictObject({ runId: z.string().min(1).max(500) });

export const ZTrajectoryParams = ZRunParams.extend({
  trajectoryId: z.string().regex(/^\d{1,19}$/, "A trajectory id is a number"),
});

export const ZStepParams = ZTrajectoryParams.extend({ stepIndex: z.coerce.number().int().min(0).max(1_000_000) });

/** The list's filter and sort, as in the page URL (unknown parameters refused). */
export const ZListStateQuery = ZBrowseParams.transform((p) => {
  const { filter, sort } = stateFromParams(p);
  return { filter, sort };
});

export const ZTrajectoryPageQuery = ZBrowseParams.extend({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
}).transform(({ cursor: text, limit, ...p }, ctx) => {
  const { filter, sort } = stateFromParams(p);
  const cursor = text ? decodeCursor(text) : null;
  if (text && (!cursor || !cursorFits(cursor, sort))) {
    ctx.addIssue({ code: "custom", path: ["cursor"], message: "This cursor belongs to another list or is damaged" });
  }
  return { filter, sort, cursor, limit };
});
