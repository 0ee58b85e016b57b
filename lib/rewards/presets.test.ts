import { describe, expect, it } from "vitest";
import { getRewardPreset, isRewardPresetId, REWARD_PRESETS } from "./presets";
import { resolveParams } from "./params";

describe("REWARD_PRESETS", () => {
  it("lists each paper once", () => {
    expect(REWARD_PRESETS.map((p) => p.id)).toEqual([
      "search-r1-em",
      "search-r1-format",
      "hiprag",
      "search-p1",
      "pro-step",
    ]);
    expect(getRewardPreset("hiprag")?.formula).toBe("R = A(1−λf) + λf·F + λp·A·F·Ncorr/N");
    expect(getRewardPreset("nope")).toBeUndefined();
    expect([isRewardPresetId("search-p1"), isRewardPresetId("custom")]).toEqual([true, false]);
  });

  it.each(REWARD_PRESETS.map((preset) => [preset.id, preset] as const))(
    "%s is complete and consistent",
    (_id, preset) => {
      expect(preset.label && preset.source && preset.formula && preset.description).toBeTruthy();
      expect(preset.choices.length).toBeGreaterThan(0);
      expect(new Set(preset.params.map((p) => p.name)).size).toBe(preset.params.length);
      for (const param of preset.params) {
        if (param.kind === "number") expect(param.min <= param.default && param.default <= param.max).toBe(true);
        else expect(param.options).toContain(param.default);
      }
      expect(() => resolveParams(preset.params)).not.toThrow();
      // Nothing known → no reward, never a fake 0.
      expect(preset.compute({ steps: [] }).total).toBeNull();
    },
  );
});
