import "server-only";
import type { TCursor } from "@/lib/browse/cursor";
import type { TSort, TSortKey } from "@/lib/browse/filter";
import type { SqlParams } from "@/lib/db/sql-params";

// Keyset pagination over a sort with NULLs last in both directions. The order is two segments:
// rows with a value, by (value, id); then rows without, by id. Each segment is one range of the
// index (run_id, column, id), read forwards or backwards, so any page is an index range scan.

type TColumn = { sql: string; cast: string; isNullable: boolean };

export const SORT_COLUMNS: Record<TSortKey, TColumn> = {
  id: { sql: "t.id", cast: "bigint", isNullable: false },
  training_step: { sql: "t.training_step", cast: "int", isNullable: true },
  dataset: { sql: "t.dataset", cast: "text", isNullable: true },
  em: { sql: "t.em", cast: "float8", isNullable: true },
  f1: { sql: "t.f1", cast: "float8", isNullable: true },
  acc: { sql: "t.acc", cast: "float8", isNullable: true },
  reward: { sql: "t.reward", cast: "float8", isNullable: true },
  search_count: { sql: "t.search_count", cast: "int", isNullable: false },
};

/** One query's share of a page: its extra WHERE conditions (binding into `params`) and ORDER BY. */
export type TSegmentQuery = { conditions: (params: SqlParams) => string[]; orderBy: string };

/**
 * The segment queries that read rows after (forward) or before (backward, nearest first) the
 * cursor, in the order they must run; a page takes rows from each in turn until it is full.
 */
export function keysetSegments(
  sort: TSort,
  cursor: Pick<TCursor, "value" | "id"> | null,
  travel: "forward" | "backward" = "forward",
): TSegmentQuery[] {
  const column = SORT_COLUMNS[sort.key];
  // Reading backwards is reading the reversed order forwards.
  const ascending = (sort.direction === "asc") === (travel === "forward");
  const dir = ascending ? "ASC" : "DESC";
  const after = ascending ? ">" : "<";

  if (sort.key === "id") {
    return [
      { conditions: (p) => (cursor ? [`t.id ${after} ${p.add(cursor.id, "bigint")}`] : []), orderBy: `t.id ${dir}` },
    ];
  }
  const inValued = cursor !== null && cursor.value !== null;
  const valued: TSegmentQuery = {
    conditions: (p) => [
      `${column.sql} IS NOT NULL`,
      ...(inValued
        ? [`(${column.sql}, t.id) ${after} (${p.add(cursor.value, column.cast)}, ${p.add(cursor.id, "bigint")})`]
        : []),
    ],
    orderBy: `${column.sql} ${dir}, t.id ${dir}`,
  };
  const empty: TSegmentQuery = {
    conditions: (p) => [
      `${column.sql} IS NULL`,
      ...(cursor && !inValued ? [`t.id ${after} ${p.add(cursor.id, "bigint")}`] : []),
    ],
    orderBy: `t.id ${dir}`,
  };
  if (!column.isNullable) return [valued];
  // A cursor in a segment skips the segments before it in the direction of travel.
  if (travel === "forward") return !cursor || inValued ? [valued, empty] : [empty];
  return inValued ? [valued] : [empty, valued];
}
