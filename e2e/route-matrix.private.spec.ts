import { expect, test } from "@playwright/test";
import { routeTable } from "./route-matrix";
import { checkRouteMatrix } from "./route-matrix-check";

test("in private mode, every role gets exactly what the matrix allows on every route", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const checked = await checkRouteMatrix(baseURL!, { isPrivate: true });
  expect(checked).toBe(routeTable().length * 4);
});
