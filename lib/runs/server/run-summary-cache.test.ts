import { afterEach, describe, expect, it, vi } from "vitest";
import { summaryKey } from "./run-summary-cache";

describe("summaryKey", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names the kind and digests the inputs", () => {
    expect(summaryKey("overview", { filter: 1 })).toMatch(/^overview:[0-9a-f]{64}$/);
    expect(summaryKey("overview", { filter: 1 })).not.toBe(summaryKey("overview", { filter: 2 }));
  });

  it("differs between builds, so an upgrade does not serve what older code stored", () => {
    vi.stubEnv("TRAJSCOPE_BUILD_ID", "build-a");
    const before = summaryKey("what-if", { spec: "em" });
    vi.stubEnv("TRAJSCOPE_BUILD_ID", "build-b");
    expect(summaryKey("what-if", { spec: "em" })).not.toBe(before);
  });
});
