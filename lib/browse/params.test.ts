import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMNS } from "./columns";
import { DEFAULT_SORT, EMPTY_FILTER, MAX_ID_FILTER } from "./filter";
import { browseQueryString, DEFAULT_STATE, parseBrowseParams, ZBrowseParams, type TBrowseState } from "./params";

const FULL: TBrowseState = {
  filter: {
    datasets: ["nq", "hotpotqa"],
    splits: ["train"],
    trainingStep: { min: 300, max: 400 },
    outcome: "correct",
    correct: "f1>=0.5",
    gold: "missed",
    f1: { min: null, max: 0.5 },
    reward: { min: -0.5, max: 0.2 },
    searches: { min: 2, max: null },
    flags: ["flawed_but_correct", "over_search"],
    labels: [{ name: "step_quality", value: "BAD", source: "judge:gpt-4.1-nano" }],
    disagreement: "any",
    text: "paris & <b>",
    ids: [],
  },
  sort: { key: "reward", direction: "desc" },
  columns: ["dataset", "f1", "flags"],
};

const roundTrip = (state: TBrowseState) =>
  parseBrowseParams(Object.fromEntries(new URLSearchParams(browseQueryString(state)))).state;

describe("browse state in the URL", () => {
  it("leaves every default out", () => {
    expect(browseQueryString(DEFAULT_STATE)).toBe("");
  });

  it("writes a readable query string", () => {
    expect(decodeURIComponent(browseQueryString(FULL))).toBe(
      "?dataset=nq,hotpotqa&split=train&step=300..400&outcome=correct&correct=f1>=0.5&gold=missed&f1=..0.5&reward=-0.5..0.2&searches=2..&flags=flawed_but_correct,over_search&label=step_quality=BAD@judge:gpt-4.1-nano&disagree=any&q=paris+&+<b>&sort=-reward&cols=dataset,f1,flags",
    );
  });

  it("reads back exactly what it wrote", () => {
    expect(roundTrip(FULL)).toEqual(FULL);
    expect(roundTrip(DEFAULT_STATE)).toEqual(DEFAULT_STATE);
  });

  it("gives equal states equal strings, whatever order the URL had", () => {
    const a = parseBrowseParams({ flags: "over_search", dataset: "nq", cols: "flags,dataset" }).state;
    const b = parseBrowseParams({ cols: "dataset,flags", dataset: "nq", flags: "over_search" }).state;
    expect(browseQueryString(a)).toBe(browseQueryString(b));
  });

  it("keeps what it can read from a hand-edited link and reports the rest", () => {
    const { state, issues } = parseBrowseParams({
      dataset: "nq",
      step: "abc",
      sort: "-nope",
      flags: "over_search,bogus",
    });
    expect(state.filter.datasets).toEqual(["nq"]);
    expect(state.filter.trainingStep).toBeNull();
    expect(state.filter.flags).toEqual([]);
    expect(state.sort).toEqual(DEFAULT_SORT);
    expect(issues).toHaveLength(3);
    expect(issues.join(" ")).toMatch(/step: Expected "min\.\.max"/);
  });

  it("ignores parameters that are not its own on pages, and the API refuses them", () => {
    expect(parseBrowseParams({ utm_source: "mail" }).issues).toEqual([]);
    expect(ZBrowseParams.safeParse({ utm_source: "mail" }).success).toBe(false);
  });

  it("reads the last of repeated parameters and treats an empty search as none", () => {
    const { state } = parseBrowseParams({ dataset: ["nq", "popqa"], q: "  " });
    expect(state.filter.datasets).toEqual(["popqa"]);
    expect(state.filter.text).toBeNull();
    expect(state.filter).toEqual({ ...EMPTY_FILTER, datasets: ["popqa"] });
    expect(state.columns).toEqual(DEFAULT_COLUMNS);
  });
});

describe("the id filter (a what-if's rank flips)", () => {
  it("round-trips a list of trajectory ids", () => {
    const state = { ...DEFAULT_STATE, filter: { ...EMPTY_FILTER, ids: ["12", "40", "9007199254740993"] } };
    expect(browseQueryString(state)).toBe("?ids=12%2C40%2C9007199254740993");
    expect(roundTrip(state)).toEqual(state);
  });

  it("refuses what is not an id, and more ids than a link should hold", () => {
    expect(ZBrowseParams.safeParse({ ids: "12,abc" }).success).toBe(false);
    expect(ZBrowseParams.safeParse({ ids: "1".repeat(20) }).success).toBe(false);
    const many = Array.from({ length: MAX_ID_FILTER + 1 }, (_, i) => String(i + 1)).join(",");
    expect(ZBrowseParams.safeParse({ ids: many }).success).toBe(false);
    expect(parseBrowseParams({ ids: many }).issues).toHaveLength(1);
  });
});
