import { expect, test } from "@playwright/test";
import { EXPECTED, routeTable } from "./route-matrix";
import { checkRouteMatrix } from "./route-matrix-check";

test("the matrix names every write the app serves, and only those", () => {
  const table = routeTable();
  const served = new Set(table.map((r) => `${r.method} ${r.route}`));
  expect(table.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.route}`)).toEqual([]);
  expect(Object.keys(EXPECTED).filter((key) => !served.has(key))).toEqual([]);
  // Hand count of app/api/**/route.ts on this branch: 33 files, 37 (method, route) pairs; others add more.
  expect(table.length).toBeGreaterThanOrEqual(37);
});

test("with reading open, every role gets exactly what the matrix allows on every route", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const checked = await checkRouteMatrix(baseURL!, { isPrivate: false });
  expect(checked).toBe(routeTable().length * 4);
});
