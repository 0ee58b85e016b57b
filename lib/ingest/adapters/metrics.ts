import type { TAdapter, TAdapterItem, TLocation } from "../adapter";
import { describeType, isObject, nonNegativeInteger } from "./shared/fields";
import { record, reject } from "./shared/items";
import { parseJson } from "./shared/json-line";
import { sniffFirstObject } from "./shared/sniff-head";
import type { TMetricsInput } from "./shared/types";
import { parseConsoleLine } from "./metrics-console";

// Training scalars, one line per step, in either of the two shapes verl writes:
//   file logger:  {"step": N, "data": {"critic/score/mean": 0.41, …}}
//   console:      step:N - critic/score/mean:0.410 - …   (often behind Ray's "(main_task pid=…)")
// Console logs interleave warnings and progress bars. Decision: such a line is a reject with the
// reason "not a metrics line (console noise)", not skipped silently, so that for every file
// read = stored + unchanged + rejected holds; the CLI can summarise rejects by reason.
export const CONSOLE_NOISE = "not a metrics line (console noise)";

type TValues = TMetricsInput["values"];

/** Numbers as they are; NaN/±Infinity (null after parsing Python's JSON) as null; anything else skipped. */
function numericValues(data: Record<string, unknown>): { values: TValues; count: number } {
  const values: TValues = {};
  let count = 0;
  for (const [name, value] of Object.entries(data)) {
    if (value === null || (typeof value === "number" && !Number.isFinite(value))) values[name] = null;
    else if (typeof value === "number") values[name] = value;
    else continue;
    count += 1;
  }
  return { values, count };
}

function fromJsonLine(text: string, location: TLocation): TAdapterItem {
  const parsed = parseJson(text, { allowNonFinite: true });
  if (!parsed.ok) return reject(location, parsed.reason, text);
  const line = parsed.value;
  if (!isObject(line)) return reject(location, `expected a JSON object, got ${describeType(line)}`, text);
  if (line.step === undefined) return reject(location, 'missing "step"', text);
  const step = nonNegativeInteger(line.step);
  if (step === null) return reject(location, `"step" must be an integer ≥ 0, got ${JSON.stringify(line.step)}`, text);
  if (!isObject(line.data))
    return reject(location, `"data" must be an object of metric values, got ${describeType(line.data)}`, text);
  const { values, count } = numericValues(line.data);
  if (!count) return reject(location, `no numeric value in "data" at step ${step}`, text);
  return record(location, { type: "metrics", step, values });
}

function fromConsoleLine(text: string, location: TLocation): TAdapterItem {
  const parsed = parseConsoleLine(text);
  if (!parsed) return reject(location, CONSOLE_NOISE, text);
  if (!Object.keys(parsed.values).length) return reject(location, `no numeric value at step ${parsed.step}`, text);
  return record(location, { type: "metrics", step: parsed.step, values: parsed.values });
}

export const metricsAdapter: TAdapter = {
  name: "metrics",
  description: "training metrics: verl file logger JSONL ({step, data}) or console lines (step:N - key:value - …)",
  detect({ head }) {
    const keys = sniffFirstObject(head)?.keys;
    if (keys) return keys.has("step") && keys.has("data") && !keys.has("type");
    // Console logs may open with warnings: any console metrics line in the head counts.
    return head.split("\n").some((line) => parseConsoleLine(line) !== null);
  },
  async *read(source) {
    for await (const { line, text } of source.lines()) {
      if (!text.trim()) continue;
      const location = { file: source.file, line };
      // Each line by its own shape, so a console log with file-logger lines in it (or the reverse) reads whole.
      yield text.trimStart().startsWith("{") ? fromJsonLine(text, location) : fromConsoleLine(text, location);
    }
  },
};
