import { describe, expect, it } from "vitest";
import { allOrNone } from "./start";

describe("allOrNone", () => {
  it("fails with the first failure and stops the tasks still running", async () => {
    const seen: string[] = [];
    const failure = new Error("the database could not be prepared");
    const building = (signal: AbortSignal) =>
      new Promise<void>((resolve) => signal.addEventListener("abort", () => (seen.push("build stopped"), resolve())));
    const preparing = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw failure;
    };
    await expect(allOrNone([building, preparing])).rejects.toBe(failure);
    expect(seen).toEqual(["build stopped"]);
  });

  it("waits for every task", async () => {
    const done: number[] = [];
    const after = (ms: number) => () =>
      new Promise<void>((resolve) => setTimeout(() => (done.push(ms), resolve()), ms));
    await allOrNone([after(10), after(1)]);
    expect(done).toEqual([1, 10]);
  });
});
