import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCursor } from "@/lib/browse/cursor";
import { EMPTY_FILTER, SORT_KEYS, type TSort, type TTrajectoryFilter } from "@/lib/browse/filter";
import type { TTrajectoryRow } from "@/lib/browse/types";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { createTestRun, type TTestTrajectory } from "@/test/browse-test-data";
import { getTrajectoryNeighbours, listTrajectories } from "./trajectories";

// 40 trajectories with many ties and NULLs in every sortable column: keyset pages must still
// visit each row exactly once, in the same order as one big page.
const ROWS: TTestTrajectory[] = Array.from({ length: 40 }, (_, i) => ({
  key: `k${i}`,
  step: i % 7 === 0 ? null : (i % 4) * 10,
  dataset: i % 5 === 0 ? null : ["nq", "hotpotqa", "popqa"][i % 3]!,
  em: i % 6 === 0 ? null : i % 2,
  f1: i % 6 === 0 ? null : (i % 5) / 4,
  reward: i % 9 === 0 ? null : ((i * 7) % 10) / 10 - 0.2,
  searches: i % 3,
}));

const VALUE: Record<TSort["key"], (r: TTrajectoryRow) => number | string | null> = {
  id: (r) => Number(r.id),
  training_step: (r) => r.trainingStep,
  dataset: (r) => r.dataset,
  em: (r) => r.em,
  f1: (r) => r.f1,
  acc: (r) => r.acc,
  reward: (r) => r.reward,
  search_count: (r) => r.searchCount,
};

/** The expected order, computed in JS: by value in the direction, NULLs last, ties by id. */
function expectedOrder(rows: TTrajectoryRow[], sort: TSort): string[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [VALUE[sort.key](a), VALUE[sort.key](b)];
      if (x === null || y === null) return x === y ? sign * (Number(a.id) - Number(b.id)) : x === null ? 1 : -1;
      const byValue = x < y ? -1 : x > y ? 1 : 0;
      return sign * (byValue || Number(a.id) - Number(b.id));
    })
    .map((r) => r.id);
}

describe.each(DATABASE_KINDS)("keyset pagination on %s", (kind) => {
  let test: TTestDatabase;
  let runId: number;
  let all: TTrajectoryRow[];
  const pageThrough = async (filter: TTrajectoryFilter, sort: TSort, limit: number) => {
    const ids: string[] = [];
    let cursor = null;
    for (let pages = 0; pages < 100; pages++) {
      const page = await listTrajectories(test.db, { runId, filter, sort, limit, cursor });
      ids.push(...page.items.map((r) => r.id));
      if (!page.nextCursor) return ids;
      cursor = decodeCursor(page.nextCursor);
      expect(cursor?.sort).toEqual(sort);
    }
    throw new Error("pagination did not end");
  };
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    runId = (await createTestRun(test.db, ROWS)).runId;
    all = (
      await listTrajectories(test.db, {
        runId,
        filter: EMPTY_FILTER,
        sort: { key: "id", direction: "asc" },
        limit: 100,
      })
    ).items;
  });
  afterAll(() => test.dispose());

  const SORTS = SORT_KEYS.flatMap((key) => (["asc", "desc"] as const).map((direction) => ({ key, direction })));

  it.each(SORTS)("pages of 3 by $key $direction visit every row once, NULLs last", async (sort) => {
    expect(await pageThrough(EMPTY_FILTER, sort, 3)).toEqual(expectedOrder(all, sort));
  });

  it.each(SORTS)("pages of 4 of a filtered list by $key $direction", async (sort) => {
    const filter: TTrajectoryFilter = { ...EMPTY_FILTER, searches: { min: 1, max: null } };
    const expected = expectedOrder(
      all.filter((r) => r.searchCount >= 1),
      sort,
    );
    expect(await pageThrough(filter, sort, 4)).toEqual(expected);
  });

  it("says there is no next page when the last page is exactly full", async () => {
    const page = await listTrajectories(test.db, {
      runId,
      filter: EMPTY_FILTER,
      sort: { key: "id", direction: "asc" },
      limit: 40,
    });
    expect(page.items).toHaveLength(40);
    expect(page.nextCursor).toBeNull();
  });

  it.each(SORTS)("finds the previous and next trajectory of every row by $key $direction", async (sort) => {
    const filter: TTrajectoryFilter = { ...EMPTY_FILTER, datasets: ["nq", "popqa"] };
    const order = expectedOrder(
      all.filter((r) => r.dataset === "nq" || r.dataset === "popqa"),
      sort,
    );
    for (const [i, id] of order.entries()) {
      const neighbours = await getTrajectoryNeighbours(test.db, { runId, filter, sort, trajectoryId: id });
      expect(neighbours).toEqual({ previousId: order[i - 1] ?? null, nextId: order[i + 1] ?? null });
    }
  });

  it("places a trajectory outside the filter between its would-be neighbours", async () => {
    const sort: TSort = { key: "id", direction: "asc" };
    const filter: TTrajectoryFilter = { ...EMPTY_FILTER, datasets: ["hotpotqa"] };
    const outside = all.find((r) => r.dataset === "nq")!;
    const inside = expectedOrder(
      all.filter((r) => r.dataset === "hotpotqa"),
      sort,
    );
    const neighbours = await getTrajectoryNeighbours(test.db, { runId, filter, sort, trajectoryId: outside.id });
    expect(neighbours?.previousId).toBe(inside.filter((id) => Number(id) < Number(outside.id)).at(-1) ?? null);
    expect(neighbours?.nextId).toBe(inside.find((id) => Number(id) > Number(outside.id)) ?? null);
    expect(await getTrajectoryNeighbours(test.db, { runId, filter, sort, trajectoryId: "999999999" })).toBeNull();
  });
});
