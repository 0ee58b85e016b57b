import { describe, expect, it } from "vitest";
import { can, type TAction, type TRole } from "./roles";

describe("can", () => {
  it.each<[TRole | null, TAction, boolean]>([
    [null, "read", false],
    ["viewer", "read", true],
    ["viewer", "label", false],
    ["viewer", "share", false],
    ["annotator", "label", true],
    ["annotator", "manage-queues", false],
    ["admin", "manage-queues", true],
    ["admin", "manage-users", true],
    ["annotator", "manage-keys", false],
    ["admin", "manage-keys", true],
  ])("%s may %s: %s", (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed);
  });
});
