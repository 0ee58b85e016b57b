import { describe, expect, it } from "vitest";
import { goneHtml } from "./gone-html";

describe("the page of a dead share link", () => {
  it("says why the link no longer works, and when", () => {
    const revoked = goneHtml({ status: "revoked", at: "2026-12-01T10:30:00.000Z" });
    expect(revoked).toContain("<h1>This link was revoked</h1>");
    expect(revoked).toContain("2026-12-01 10:30 UTC");
    expect(goneHtml({ status: "expired", at: "2026-12-01T10:30:00.000Z" })).toContain("This link has expired");
    expect(goneHtml({ status: "unknown" })).toContain("No such link");
  });

  it("keeps itself out of search engines", () => {
    expect(goneHtml({ status: "unknown" })).toContain('<meta name="robots" content="noindex">');
  });
});
