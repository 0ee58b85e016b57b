import { describe, expect, it } from "vitest";
import { isShortcutEvent, TRAJECTORY_SHORTCUTS } from "./shortcuts";

const event = (over: Partial<Parameters<typeof isShortcutEvent>[0]> = {}) => ({
  key: "j",
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: { tagName: "BODY" },
  ...over,
});

describe("isShortcutEvent", () => {
  it("takes plain keys on the page", () => {
    expect(isShortcutEvent(event())).toBe(true);
  });

  it.each(["INPUT", "TEXTAREA", "SELECT"])("leaves keys typed into a %s alone", (tagName) => {
    expect(isShortcutEvent(event({ target: { tagName } }))).toBe(false);
  });

  it("leaves editable content and browser chords alone", () => {
    expect(isShortcutEvent(event({ target: { tagName: "DIV", isContentEditable: true } }))).toBe(false);
    expect(isShortcutEvent(event({ ctrlKey: true }))).toBe(false);
    expect(isShortcutEvent(event({ metaKey: true }))).toBe(false);
  });

  it.each(["A", "BUTTON", "SUMMARY"])("leaves Enter on a focused %s to it, but takes j there", (tagName) => {
    expect(isShortcutEvent(event({ key: "Enter", target: { tagName } }))).toBe(false);
    expect(isShortcutEvent(event({ key: "j", target: { tagName } }))).toBe(true);
    expect(isShortcutEvent(event({ key: "Enter" }))).toBe(true);
  });

  it("lists j, k and ? for the overlay", () => {
    expect(TRAJECTORY_SHORTCUTS.map((s) => s.key)).toEqual(expect.arrayContaining(["j", "k", "?"]));
  });
});
