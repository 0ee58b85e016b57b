import type { TAdapter } from "../adapter";
import type { TCanonicalInput } from "../canonical";
import { record } from "./shared/items";
import { readJsonObjects } from "./shared/json-lines";
import { sniffFirstObject } from "./shared/sniff-head";

const TYPES = ["meta", "run", "trajectory", "labels", "metrics"];

/**
 * trajscope's own JSONL. Records pass through unchanged: the pipeline validates every record once,
 * whatever adapter made it, so checking them here too would only duplicate (and drift from) that.
 */
export const canonicalAdapter: TAdapter = {
  name: "canonical",
  description: "trajscope canonical JSONL (records with type meta/run/trajectory/labels/metrics)",
  detect({ head }) {
    const type = sniffFirstObject(head)?.keys.get("type");
    return typeof type === "string" && TYPES.includes(type);
  },
  read(source) {
    // Our own format is plain JSON: NaN is an error here, not a Python habit to forgive.
    return readJsonObjects(source, (object, location) => record(location, object as TCanonicalInput));
  },
};
