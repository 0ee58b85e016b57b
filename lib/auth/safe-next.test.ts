import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  // Each vector is a way browsers were shown to leave the site (issue 14 item 5, OWASP's open
  // redirect cheat sheet): tab/newline/CR stripping, backslashes, protocol-relative and absolute URLs.
  it.each([
    ["/\t/evil.example/x"],
    ["/\n/evil.example/x"],
    ["/\r/evil.example/x"],
    ["/%09/evil.example/x"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["/\t\\evil.example"],
    ["/ /evil.example"],
    [""],
    ["runs"],
  ])("sends %j home", (next) => {
    const out = safeNextPath(next);
    expect(new URL(out, "http://here.test").origin).toBe("http://here.test");
    expect(out.startsWith("//")).toBe(false);
  });

  it("refuses the encoded-tab vector outright", () => {
    // %09 decodes to a tab only after routing: the path "/%09/evil.example" itself is harmless,
    // but a browser given "/\t/evil.example" goes to evil.example, so the decoded forms go home.
    expect(safeNextPath("/\t/evil.example/x")).toBe("/");
    expect(safeNextPath("/\n/evil.example")).toBe("/");
    expect(safeNextPath("/\r/evil.example")).toBe("/");
    expect(safeNextPath("//evil.example")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
  });

  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/runs/demo/trajectories/5?x=1#s3")).toBe("/runs/demo/trajectories/5?x=1#s3");
    expect(safeNextPath(["/compare", "/other"])).toBe("/compare");
    expect(safeNextPath(undefined)).toBe("/");
  });
});
