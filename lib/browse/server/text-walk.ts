import "server-only";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { textMatchesSql, textPerRowSql, trajectoryFilterSql } from "./trajectory-filter-sql";
import type { TSegmentQuery } from "./trajectory-keyset";

// A page of a text search can be read two ways. Collect: the trigram indexes find every matching
// question, answer and query (textMatchesSql), and the list sorts what they found — a cost that
// grows with the matches: "topic 42", in 2 % of a million trajectories, is 44,652 steps read and
// 17,811 trajectories sorted, ~130 ms for a page of 50, 2.6 s on three million. Walk: read the
// list's order through its index and test one trajectory at a time until the page is full — a
// cost that grows with the rows read before it fills, the page over the share that matches: 2,800
// rows, ~25 ms, at any size of run. Every page walks first, and a walk gives up after
// TEXT_BOUNDS.walkMost rows (~40 ms): a term too rare to fill the page within them is collected,
// where its few matches are cheap to sort. No estimate chooses beforehand: the planner's are the
// table's (beside a run ten times larger it expected 4,554 matches of "topic 42" where 17,811
// matched, and the page was collected in 0.5 s), and a sample of the run good enough to judge a
// term that comes in bursts costs as much as the walk it would save.
// A page can span two segments of the order (trajectory-keyset.ts): a collect finds the matches once
// for both, as ids, when they are few enough to carry.

/** When a walk gives up (0: collect at once), and the most ids a collect carries between segments. */
export type TTextBounds = { walkMost: number; collectedIdsMost: number };

export const TEXT_BOUNDS: TTextBounds = {
  /** ~40 ms of a walk on bench-1m: a term in 1 % of the run fills a page of 50 within them. */
  walkMost: 5_000,
  /** A bigint[] parameter of the ids: a few hundred KB at most. */
  collectedIdsMost: 20_000,
};

export type TTextInput = { runId: number; filter: TTrajectoryFilter };

/** Reads up to `limit` rows of one keyset segment. */
export type TSegmentReader<R> = (segment: TSegmentQuery, limit: number) => Promise<R[]>;

type TSegmentSql = { where: string; orderBy: string; params: SqlParams };

/** The segment's conditions and order; with `text: "omit"`, the filter's text search left out. */
function segmentSql(input: TTextInput, segment: TSegmentQuery, text: "include" | "omit"): TSegmentSql {
  const params = new SqlParams();
  const conditions = trajectoryFilterSql(input.filter, params, params.add(input.runId, "int"), { text });
  conditions.push(...segment.conditions(params));
  return { where: conditions.join("\n AND "), orderBy: segment.orderBy, params };
}

/** The segment's first `limit` rows, collected: every condition in one WHERE. */
export function collectSegment<R extends Record<string, unknown>>(
  db: TDatabase,
  input: TTextInput,
  columns: string,
): TSegmentReader<R> {
  return (segment, limit) => {
    const { where, orderBy, params } = segmentSql(input, segment, "include");
    return db.sql.query<R>(
      `SELECT ${columns} FROM trajectories t WHERE ${where} ORDER BY ${orderBy} LIMIT ${params.add(limit, "int")}`,
      params.values,
    );
  };
}

/**
 * The segment's first `limit` matches among its first `most` rows that pass the rest of the
 * filter, tested in the list's order. The order's index serves the inner query; the outer one
 * keeps that order (no sort) and stops at `limit`.
 */
export function walkSegment<R extends Record<string, unknown>>(
  db: TDatabase,
  input: TTextInput & { filter: { text: string } },
  columns: string,
  most: number,
): TSegmentReader<R> {
  return (segment, limit) => {
    const { where, orderBy, params } = segmentSql(input, segment, "omit");
    return db.sql.query<R>(
      `SELECT ${columns} FROM (SELECT t.* FROM trajectories t WHERE ${where}
         ORDER BY ${orderBy} LIMIT ${params.add(most, "int")}) t
       WHERE ${textPerRowSql(input.filter.text, params)}
       ORDER BY ${orderBy} LIMIT ${params.add(limit, "int")}`,
      params.values,
    );
  };
}

/** How many of the segment's rows pass the filter but its text search, counted no further than `most`. */
async function segmentRowsUpTo(db: TDatabase, input: TTextInput, segment: TSegmentQuery, most: number) {
  const { where, params } = segmentSql(input, segment, "omit");
  const [row] = await db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM trajectories t WHERE ${where} LIMIT ${params.add(most, "int")}) x`,
    params.values,
  );
  return row?.n ?? 0;
}

/** The ids of the trajectories the text search matches, or null when there are more than `most`. */
async function matchingIds(db: TDatabase, input: TTextInput & { filter: { text: string } }, most: number) {
  const params = new SqlParams();
  const matches = textMatchesSql(input.filter.text, params, params.add(input.runId, "int"));
  const rows = await db.sql.query<{ id: string }>(
    `SELECT DISTINCT id::text AS id FROM (${matches}) m LIMIT ${params.add(most + 1, "int")}`,
    params.values,
  );
  return rows.length > most ? null : rows.map((r) => r.id);
}

/**
 * The segments of a collect: when the matches are few enough, found once and read by id (an id
 * filter the filter had keeps only the ids in both); otherwise each segment collects them again.
 */
async function collectReader<R extends Record<string, unknown>>(
  db: TDatabase,
  input: TTextInput & { filter: { text: string } },
  columns: string,
  idsMost: number,
): Promise<TSegmentReader<R>> {
  const ids = await matchingIds(db, input, idsMost);
  if (!ids) return collectSegment<R>(db, input, columns);
  const asked = new Set(input.filter.ids);
  const kept = asked.size ? ids.filter((id) => asked.has(id)) : ids;
  if (!kept.length) return async () => [];
  return collectSegment<R>(db, { ...input, filter: { ...input.filter, text: null, ids: kept } }, columns);
}

/**
 * How the segments of one page of a text search are read: walked, and a walk that gave up before
 * the page was full gives way to collecting.
 */
export async function textSearchReader<R extends Record<string, unknown>>(
  db: TDatabase,
  input: TTextInput & { filter: { text: string } },
  columns: string,
  bounds: TTextBounds = TEXT_BOUNDS,
): Promise<TSegmentReader<R>> {
  const collect = () => collectReader<R>(db, input, columns, bounds.collectedIdsMost);
  if (bounds.walkMost <= 0) return collect();
  const walk = walkSegment<R>(db, input, columns, bounds.walkMost);
  let collected: TSegmentReader<R> | null = null;
  return async (segment, wanted) => {
    const walked = await walk(segment, wanted);
    if (walked.length === wanted) return walked;
    // Short: the segment ended within the walk, or the walk gave up.
    if ((await segmentRowsUpTo(db, input, segment, bounds.walkMost + 1)) <= bounds.walkMost) return walked;
    collected ??= await collect();
    return collected(segment, wanted);
  };
}
