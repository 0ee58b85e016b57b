import { expect as baseExpect, test, type Page } from "@playwright/test";
import { BEHAVIOUR_DEFINITIONS, BEHAVIOUR_LABELS, BEHAVIOURS, type TBehaviour } from "@/lib/behaviour/detectors";
import { metricLabel } from "@/lib/dynamics/metrics";
import { E2E_DEMO } from "./seed-demo-runs";
import { JUDGED_RUN } from "./seed-judged-run";
import { SEEDED_RUNS } from "./seeded-runs";
import { independentBehaviourSql, type TSqlScheme } from "./behaviour-sql";
import { isPostgresProject, querySql } from "./sql";

// Issue 16 item 4: the behaviour detectors on the run overview, the list, the trajectory page and the
// dynamics page, on a demo run and on a real R1-Searcher run. Every count shown is checked against a
// count made here with SQL from the stored steps and answers (e2e/behaviour-sql.ts), not from the
// stored flags.

// Pages render on a shared, busy machine: waiting for a figure may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// R1-Searcher's real Bamboogle output, ingested through the pipeline as a user would (125 trajectories).
const REAL_RUN = JUDGED_RUN.name;
// Five of its questions written straight into the database by the seed, never ingested: no flags.
const UNCOMPUTED_RUN = SEEDED_RUNS.find((run) => run.method === "R1-Searcher")!.name;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");

type TExpected = Record<TBehaviour | "trajectories", number>;

async function expectedCounts(info: Parameters<typeof querySql>[0], run: string) {
  const [found] = await querySql<{ id: number; scheme: string | null }>(
    info,
    "SELECT id, config->>'normalization' AS scheme FROM runs WHERE name = $1",
    [run],
  );
  const scheme = (found!.scheme ?? "flashrag") as TSqlScheme;
  expect(["flashrag", "r1-searcher"]).toContain(scheme);
  const [expected] = await querySql<TExpected>(info, independentBehaviourSql(scheme), [found!.id]);
  return { runId: found!.id, expected: expected! };
}

async function shownCounts(page: Page): Promise<Record<TBehaviour, number>> {
  const card = page.getByRole("region", { name: "Behaviour", exact: true });
  const counts = {} as Record<TBehaviour, number>;
  for (const behaviour of BEHAVIOURS) {
    const label = BEHAVIOUR_LABELS[behaviour];
    const link = card.getByRole("link", { name: new RegExp(`^${escape(label)}: \\d+$`) });
    const name = (await link.getAttribute("aria-label"))!;
    counts[behaviour] = Number(name.slice(name.lastIndexOf(":") + 1));
  }
  return counts;
}

for (const { run, shows } of [
  // What each run shows, checked first so the comparisons say something.
  { run: E2E_DEMO.run, shows: ["no_search", "format_only_reward"] as TBehaviour[] },
  { run: REAL_RUN, shows: ["repeated_query", "no_search", "unsupported_answer", "long_answer"] as TBehaviour[] },
]) {
  test(`${run}: the overview counts each behaviour as SQL does, each count opens its list, a flagged trajectory says why`, async ({
    page,
  }, info) => {
    test.skip(!isPostgresProject(info), "counts with SQL on the PostgreSQL project's database");
    test.slow();
    const { runId, expected } = await expectedCounts(info, run);
    console.log(`${run}: ${JSON.stringify(expected)}`);
    for (const behaviour of shows) expect([behaviour, expected[behaviour]]).not.toEqual([behaviour, 0]);
    // Every trajectory of a seeded run had its flags computed at ingest: the denominator is the run.
    const [computed] = await querySql<{ n: number }>(
      info,
      "SELECT count(behaviour_flags)::int AS n FROM trajectories WHERE run_id = $1",
      [runId],
    );
    expect(computed!.n).toBe(expected.trajectories);

    await page.goto(`/runs/${run}`);
    const card = page.getByRole("region", { name: "Behaviour", exact: true });
    await expect(card.getByRole("row", { name: BEHAVIOUR_LABELS.no_search })).toBeVisible();
    const { trajectories, ...flagged } = expected;
    expect(await shownCounts(page)).toEqual(flagged);
    await expect(card).toContainText(
      `Counts and shares are of the ${trajectories.toLocaleString("en-US")} trajectories of the run whose behaviour was computed.`,
    );
    // Each definition is written in its row, beside its count.
    for (const behaviour of BEHAVIOURS) {
      await expect(card.getByRole("row", { name: BEHAVIOUR_LABELS[behaviour] })).toContainText(
        BEHAVIOUR_DEFINITIONS[behaviour],
      );
    }

    // The first behaviour the run shows opens as its list, kept in the URL, with the same count.
    const behaviour = shows[0]!;
    await card.getByRole("link", { name: `${BEHAVIOUR_LABELS[behaviour]}: ${expected[behaviour]}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]flags=${behaviour}(&|$)`));
    const list = page.getByRole("region", { name: "Trajectory list" });
    const noun = expected[behaviour] === 1 ? "trajectory" : "trajectories";
    await expect(list.getByRole("status")).toHaveText(`${expected[behaviour].toLocaleString("en-US")} ${noun}`);
    const box = page
      .getByRole("group", { name: "Behaviour" })
      .getByRole("checkbox", { name: BEHAVIOUR_LABELS[behaviour] });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(BEHAVIOUR_DEFINITIONS[behaviour]);
    // The card follows the list's filter: every trajectory left shows the behaviour.
    await expect(
      card.getByRole("link", { name: `${BEHAVIOUR_LABELS[behaviour]}: ${expected[behaviour]}` }),
    ).toBeVisible();
    await expect(card).toContainText(
      `of the ${expected[behaviour].toLocaleString("en-US")} trajectories matching the filters`,
    );

    // Its first trajectory names the behaviour and writes its definition beside it.
    await list
      .getByRole("table", { name: "Trajectories" })
      .locator("tbody tr")
      .first()
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/trajectories\/\d+/);
    const section = page.getByRole("region", { name: "Behaviour", exact: true });
    const item = section.getByRole("listitem", { name: BEHAVIOUR_LABELS[behaviour] });
    await expect(item).toContainText(BEHAVIOUR_LABELS[behaviour]);
    await expect(item).toContainText(BEHAVIOUR_DEFINITIONS[behaviour]);
  });
}

test("a run whose trajectories were never ingested says its behaviour is not computed, and counts nothing", async ({
  page,
}, info) => {
  test.skip(!isPostgresProject(info), "counts with SQL on the PostgreSQL project's database");
  const [run] = await querySql<{ n: number; computed: number }>(
    info,
    `SELECT count(*)::int AS n, count(behaviour_flags)::int AS computed
     FROM trajectories WHERE run_id = (SELECT id FROM runs WHERE name = $1)`,
    [UNCOMPUTED_RUN],
  );
  expect(run).toEqual({ n: 5, computed: 0 });
  await page.goto(`/runs/${UNCOMPUTED_RUN}`);
  const card = page.getByRole("region", { name: "Behaviour", exact: true });
  await expect(card).toContainText(
    "Counts and shares are of the 0 trajectories of the run whose behaviour was computed; 5 more have no behaviour computed",
  );
  for (const behaviour of BEHAVIOURS) {
    await expect(card.getByRole("row", { name: BEHAVIOUR_LABELS[behaviour] })).toContainText(
      new RegExp(`^${escape(BEHAVIOUR_LABELS[behaviour])}0—`),
    );
  }
  await page
    .getByRole("region", { name: "Trajectory list" })
    .getByRole("table", { name: "Trajectories" })
    .locator("tbody tr")
    .first()
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("region", { name: "Behaviour", exact: true })).toContainText("Behaviour not computed");
});

test("the overview's link opens the dynamics page with every behaviour's share and the answer length", async ({
  page,
}, info) => {
  test.skip(!isPostgresProject(info), "the seeded runs are counted on the PostgreSQL project");
  test.slow();
  const run = E2E_DEMO.run;
  await page.goto(`/runs/${run}`);
  await page
    .getByRole("region", { name: "Behaviour", exact: true })
    .getByRole("link", { name: "over training →" })
    .click();
  await expect(page).toHaveURL(/\/dynamics\?metric=behaviour:no_search,/);
  const metrics = [...BEHAVIOURS.map((b) => `behaviour:${b}`), "answer_words"];
  for (const metric of metrics) {
    const chart = page.getByRole("region", { name: `${metricLabel(metric)} chart` });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("aria-busy", "false");
    await expect(chart).not.toContainText("Could not load");
  }
  // The preset is pressed while exactly these charts are shown; removing one releases it, and the
  // button brings them all back, in the URL.
  const preset = page.getByRole("button", { name: "Behaviour over training" });
  await expect(preset).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: `Remove the ${metricLabel("answer_words")} chart` }).click();
  await expect(page).not.toHaveURL(/answer_words/);
  await expect(preset).toHaveAttribute("aria-pressed", "false");
  await preset.click();
  await expect(page).toHaveURL(new RegExp(`metric=${escape(metrics.join(","))}`));
  await expect(page.getByRole("region", { name: `${metricLabel("answer_words")} chart` })).toBeVisible();
});
