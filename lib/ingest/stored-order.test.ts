import { describe, expect, it } from "vitest";
import { labelsInStoredOrder } from "./stored-order";

const at = (name: string, createdAt: string | null) => ({ name, createdAt });
const ingestedAt = new Date("2026-06-01T12:00:00.000Z");

describe("labelsInStoredOrder", () => {
  it("keeps the written order when no label has a time", () => {
    const labels = [at("b", null), at("a", null), at("c", null)];
    expect(labelsInStoredOrder(labels, ingestedAt).map((l) => l.name)).toEqual(["b", "a", "c"]);
  });

  it("orders by time, a label without one at the ingest's time, ties in the written order", () => {
    const labels = [
      at("later", "2027-01-01T00:00:00Z"),
      at("untimed", null),
      at("earlier", "2026-01-01T00:00:00+02:00"),
      at("same-ms-1", "2026-03-01T00:00:00.1234Z"),
      at("same-ms-2", "2026-03-01T00:00:00.123Z"),
    ];
    expect(labelsInStoredOrder(labels, ingestedAt).map((l) => l.name)).toEqual([
      "earlier",
      "same-ms-1",
      "same-ms-2",
      "untimed",
      "later",
    ]);
  });
});
