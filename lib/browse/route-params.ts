import * as z from "zod/mini";
import { addIssue } from "@/lib/http/zod-mini";
import { cursorFits, decodeCursor } from "./cursor";
import { PAGE_SIZE } from "./queries";
import { stateFromParams, ZBrowseParams } from "./params";

// The zod schemas of the browse endpoints' path and query parameters (checked once, in the route).

/** The [runId] segment holds the run's name: unique, readable, and the same in page URLs. */
export const ZRunParams = z.strictObject({ runId: z.string().check(z.minLength(1), z.maxLength(500)) });

export const ZTrajectoryParams = z.extend(ZRunParams, {
  trajectoryId: z.string().check(z.regex(/^\d{1,19}$/, "A trajectory id is a number")),
});

export const ZStepParams = z.extend(ZTrajectoryParams, {
  stepIndex: z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
});

/** The list's filter and sort, as in the page URL (unknown parameters refused). */
export const ZListStateQuery = z.pipe(
  ZBrowseParams,
  z.transform((p) => {
    const { filter, sort } = stateFromParams(p);
    return { filter, sort };
  }),
);

export const ZTrajectoryPageQuery = z.pipe(
  z.extend(ZBrowseParams, {
    cursor: z.optional(z.string().check(z.maxLength(2000))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), PAGE_SIZE),
  }),
  z.transform(({ cursor: text, limit, ...p }, ctx) => {
    const { filter, sort } = stateFromParams(p);
    const cursor = text ? decodeCursor(text) : null;
    if (text && (!cursor || !cursorFits(cursor, sort))) {
      addIssue(ctx, "This cursor belongs to another list or is damaged", ["cursor"]);
    }
    return { filter, sort, cursor, limit };
  }),
);
