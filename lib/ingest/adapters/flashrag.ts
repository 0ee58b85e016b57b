import type { TAdapter, TAdapterItem, TSource } from "../adapter";
import { flashragTrajectory } from "./flashrag-item";
import { baseName, describeType, isObject } from "./shared/fields";
import { record, reject } from "./shared/items";
import { streamJsonArray } from "./shared/json-array";
import { readJsonRecords } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";

// FlashRAG writes a run as intermediate_data.json: one JSON array of items, often hundreds of MB.
// Its datasets (and some exports) are JSONL of the same items; a line without `output` is a dataset
// question, not a rollout, and is rejected as such rather than stored as an empty trajectory.
const FILE_NAME = /^intermediate_data.*\.json$/i;

const isArrayFile = (head: string) =>
  head
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("[");

/**
 * Streams the array item by item (memory is one chunk's items, not the file). Locations carry the
 * 1-based item index as their "line", and reasons say "item N" so nobody looks for a line N.
 */
async function* readArray(source: TSource): AsyncGenerator<TAdapterItem> {
  let index = 0;
  for await (const element of streamJsonArray(source.bytes())) {
    index += 1;
    const location = { file: source.file, line: index };
    if (!element.ok) {
      // Past a syntax error the array cannot be resynchronised: one reject says where reading stopped.
      yield reject(location, `item ${index}: ${element.error}; the rest of the file could not be read`);
      return;
    }
    const { value } = element;
    const trajectory = isObject(value) ? flashragTrajectory(value) : `expected an object, got ${describeType(value)}`;
    if (typeof trajectory === "string") yield reject(location, `item ${index}: ${trajectory}`, JSON.stringify(value));
    else yield record(location, trajectory);
  }
}

export const flashragAdapter: TAdapter = {
  name: "flashrag",
  description: "FlashRAG intermediate_data.json (a JSON array of items with output.pred, retrieval_result)",
  detect({ file, head }) {
    if (FILE_NAME.test(baseName(file))) return true;
    if (isArrayFile(head)) return head.includes('"golden_answers"');
    const keys = sniffFirstObject(head)?.keys;
    // HiPRAG's lines also carry golden_answers, with `result`; FlashRAG's carry an id or an output.
    return Boolean(
      keys?.has("question") &&
      keys.has("golden_answers") &&
      (keys.has("id") || keys.has("output")) &&
      !keys.has("result") &&
      !keys.has("step_eval_results"),
    );
  },
  read(source) {
    if (isArrayFile(source.head)) return readArray(source);
    return readJsonRecords(source, flashragTrajectory);
  },
};
