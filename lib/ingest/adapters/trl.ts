import type { TAdapter, TAdapterItem, TLocation, TSource } from "../adapter";
import { baseName, describeType, isObject } from "./shared/fields";
import { record, reject } from "./shared/items";
import { parseJson } from "./shared/json-line";
import { openParquet } from "./shared/parquet-rows";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TJsonObject } from "./shared/types";
import { checkTrlRow, trlGroups, trlTrajectory, type TTrlRow } from "./trl-rows";

// TRL GRPOTrainer's completion logs (trl-rows.ts says what TRL writes): the parquet files of
// {output_dir}/completions/, or the same table as JSON lines (pandas' to_json(orient="records",
// lines=True), the `datasets` export of a Hub completions dataset).

const PARQUET_MAGIC = "PAR1";
const STEP_FILE = /^completions_(\d+)\.(parquet|jsonl)$/;
const PARQUET_NAME = /\.parquet$/i;

type TRow = { location: TLocation; values: TJsonObject; excerpt?: string };
type TRowItem = TRow | TAdapterItem;

const isRejectItem = (item: TRowItem): item is TAdapterItem => "kind" in item;

async function* parquetRows(source: TSource): AsyncGenerator<TRowItem> {
  const table = await openParquet(source);
  if (typeof table === "string") {
    yield reject({ file: source.file, line: 1 }, table);
    return;
  }
  const missing = ["prompt", "completion"].filter((column) => !table.columns.includes(column));
  if (missing.length) {
    const reason = `not TRL's completion table: no ${missing.map((c) => `"${c}"`).join(" or ")} column (its columns: ${table.columns.join(", ")}), so none of its ${table.rowCount} row(s) were read`;
    yield reject({ file: source.file, line: 1 }, reason);
    return;
  }
  for await (const row of table.rows()) {
    const location = { file: source.file, line: row.row };
    if (row.kind === "unreadable") yield reject(location, `row ${row.row}: ${row.reason}`);
    else yield { location, values: row.values };
  }
}

async function* jsonRows(source: TSource): AsyncGenerator<TRowItem> {
  for await (const { line, text } of source.lines()) {
    if (!text.trim()) continue;
    const location = { file: source.file, line };
    const parsed = parseJson(text, { allowNonFinite: true });
    if (!parsed.ok) yield reject(location, parsed.reason, text);
    else if (!isObject(parsed.value))
      yield reject(location, `expected a JSON object, got ${describeType(parsed.value)}`, text);
    else yield { location, values: parsed.value, excerpt: text };
  }
}

/**
 * Rows are held per training step until the step ends: a row's group is its place in its step's
 * run of one prompt (trlGroups), known only once the run is complete. One step is one generation
 * batch, the size TRL itself keeps in memory for this table. A row's id is its step and its place
 * in that step's table, so the parquet file and its JSON rendering are the same records, in one
 * ingest or two, and a file TRL writes again replaces its rows in place.
 */
async function* readTrl(source: TSource, isParquet: boolean): AsyncGenerator<TAdapterItem> {
  const fileStep = Number(STEP_FILE.exec(baseName(source.file))?.[1] ?? NaN);
  const stepOfFile = Number.isSafeInteger(fileStep) ? fileStep : null;
  // A parquet row has no line: its location's number is the row's, and the reason says so.
  const label = (location: TLocation) => (isParquet ? `row ${location.line}: ` : "");
  let pending: { location: TLocation; row: TTrlRow }[] = [];
  /** Rows and groups already numbered per step: a step whose rows come in two runs numbers on. */
  const numbered = new Map<number, { rows: number; groups: number }>();
  function* flush() {
    if (!pending.length) return;
    const step = pending[0]!.row.step;
    const before = numbered.get(step) ?? { rows: 0, groups: 0 };
    const places = trlGroups(pending.map(({ row }) => row.prompt));
    for (const [i, { location, row }] of pending.entries()) {
      const place = { group: before.groups + places[i]!.group, sample: places[i]!.sample };
      yield record(location, { id: `step${step}-row${before.rows + i + 1}`, ...trlTrajectory(row, place) });
    }
    numbered.set(step, { rows: before.rows + pending.length, groups: before.groups + places.at(-1)!.group + 1 });
    pending = [];
  }
  for await (const item of isParquet ? parquetRows(source) : jsonRows(source)) {
    if (isRejectItem(item)) {
      yield item;
      continue;
    }
    const row = checkTrlRow(item.values, stepOfFile);
    if (typeof row === "string") {
      yield reject(item.location, `${label(item.location)}${row}`, item.excerpt);
      continue;
    }
    if (pending.length && pending[0]!.row.step !== row.step) yield* flush();
    pending.push({ location: item.location, row });
  }
  yield* flush();
}

export const trlAdapter: TAdapter = {
  name: "trl",
  description:
    "TRL GRPOTrainer completion logs (completions/completions_{step}.parquet, or as JSONL: step, prompt, completion, rewards, advantage)",
  detect({ file, head }) {
    if (head.startsWith(PARQUET_MAGIC)) return true;
    const keys = sniffFirstObject(head)?.keys;
    if (!keys?.has("prompt")) return false;
    // TRL's column order puts step and prompt first; a long prompt may hide the rest from the head.
    const [first, second] = keys.keys();
    return (
      (keys.has("completion") && keys.has("advantage")) ||
      (first === "step" && second === "prompt") ||
      STEP_FILE.test(baseName(file))
    );
  },
  read(source) {
    return readTrl(source, source.head.startsWith(PARQUET_MAGIC) || PARQUET_NAME.test(source.file));
  },
};
