import "server-only";
import { encodeCursor, type TCursor } from "@/lib/browse/cursor";
import type { TSort, TTrajectoryFilter } from "@/lib/browse/filter";
import type { TNeighbours, TTrajectoryPage, TTrajectoryRow } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { collectSegment, textSearchReader, type TSegmentReader } from "./text-walk";
import { keysetSegments, type TSegmentQuery } from "./trajectory-keyset";
import { withListExtras } from "./trajectory-list-extras";

// The trajectory list: filtered, sorted, keyset-paginated. Hand-written SQL because Prisma cannot
// express row comparisons or EXISTS over labels; every value is a bound parameter.

// Long text is cut in SQL: a list row never carries more than a few hundred characters.
const ROW_COLUMNS = `t.id::text AS id, t.external_id, t.source_file, t.source_line, left(t.question, 300) AS question,
  left(t.final_answer, 200) AS final_answer, t.dataset, t.split, t.training_step, t.em, t.f1, t.acc, t.reward,
  t.search_count, t.step_count, t.turn_count, t.is_format_valid, t.has_over_search, t.has_under_search, t.is_flawed_but_correct`;

type TRowRecord = {
  id: string;
  external_id: string;
  source_file: string | null;
  source_line: number | null;
  question: string;
  final_answer: string | null;
  dataset: string | null;
  split: string | null;
  training_step: number | null;
  em: number | null;
  f1: number | null;
  acc: number | null;
  reward: number | null;
  search_count: number;
  step_count: number;
  turn_count: number | null;
  is_format_valid: boolean | null;
  has_over_search: boolean;
  has_under_search: boolean;
  is_flawed_but_correct: boolean;
};

const toRow = (r: TRowRecord): TTrajectoryRow => ({
  id: r.id,
  externalId: r.external_id,
  sourceFile: r.source_file,
  sourceLine: r.source_line,
  question: r.question,
  finalAnswer: r.final_answer,
  dataset: r.dataset,
  split: r.split,
  trainingStep: r.training_step,
  em: r.em,
  f1: r.f1,
  acc: r.acc,
  reward: r.reward,
  searchCount: r.search_count,
  stepCount: r.step_count,
  turnCount: r.turn_count,
  isFormatValid: r.is_format_valid,
  hasOverSearch: r.has_over_search,
  hasUnderSearch: r.has_under_search,
  isFlawedButCorrect: r.is_flawed_but_correct,
});

const SORT_VALUE: Record<TSort["key"], (row: TTrajectoryRow) => number | string | null> = {
  id: () => null,
  training_step: (row) => row.trainingStep,
  dataset: (row) => row.dataset,
  em: (row) => row.em,
  f1: (row) => row.f1,
  acc: (row) => row.acc,
  reward: (row) => row.reward,
  search_count: (row) => row.searchCount,
};

export type TListInput = {
  runId: number;
  filter: TTrajectoryFilter;
  sort: TSort;
  cursor?: Pick<TCursor, "value" | "id"> | null;
  limit: number;
};

/** How a page of `input` reads its segments: a text search chooses its way once (text-walk.ts). */
async function segmentReader(db: TDatabase, input: TListInput): Promise<TSegmentReader<TRowRecord>> {
  const { text } = input.filter;
  return text
    ? textSearchReader<TRowRecord>(db, { ...input, filter: { ...input.filter, text } }, ROW_COLUMNS)
    : collectSegment<TRowRecord>(db, input, ROW_COLUMNS);
}

/** Up to `limit` rows, segment after segment. */
async function readSegments(
  read: TSegmentReader<TRowRecord>,
  limit: number,
  segments: TSegmentQuery[],
): Promise<TTrajectoryRow[]> {
  const rows: TTrajectoryRow[] = [];
  for (const segment of segments) {
    if (rows.length >= limit) break;
    rows.push(...(await read(segment, limit - rows.length)).map(toRow));
  }
  return rows;
}

/** One page of the run's trajectories that pass `filter`, in `sort` order, after `cursor`. */
export async function listTrajectories(db: TDatabase, input: TListInput): Promise<TTrajectoryPage> {
  // One row more than asked tells whether a next page exists without counting.
  const limit = input.limit + 1;
  const read = await segmentReader(db, { ...input, limit });
  const rows = await readSegments(read, limit, keysetSegments(input.sort, input.cursor ?? null));
  const items = await withListExtras(db, input.runId, rows.slice(0, input.limit));
  const last = items.at(-1);
  const nextCursor =
    rows.length > input.limit && last
      ? encodeCursor({ sort: input.sort, value: SORT_VALUE[input.sort.key](last), id: last.id })
      : null;
  return { items, nextCursor };
}

/**
 * The trajectories before and after `trajectoryId` in the filtered, sorted list — found from its
 * own sort value, so it works at any depth and even when the trajectory no longer passes the filter.
 */
export async function getTrajectoryNeighbours(
  db: TDatabase,
  input: Omit<TListInput, "cursor" | "limit"> & { trajectoryId: string },
): Promise<TNeighbours | null> {
  const [current] = await db.sql.query<TRowRecord>(
    `SELECT ${ROW_COLUMNS} FROM trajectories t WHERE t.run_id = $1::int AND t.id = $2::bigint`,
    [input.runId, input.trajectoryId],
  );
  if (!current) return null;
  const row = toRow(current);
  const cursor = { value: SORT_VALUE[input.sort.key](row), id: row.id };
  // One reader for both ways: a text search that collects finds its matches once.
  const read = await segmentReader(db, { ...input, limit: 1 });
  const [previous] = await readSegments(read, 1, keysetSegments(input.sort, cursor, "backward"));
  const [next] = await readSegments(read, 1, keysetSegments(input.sort, cursor, "forward"));
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}
