import type { TAdapterItem, TLocation, TSource } from "../../adapter";
import type { TCanonicalInput } from "../../canonical";
import { describeType, isObject } from "./fields";
import { record, reject } from "./items";
import { parseJson } from "./json-line";
import type { TJsonObject } from "./types";

export type TObjectMapper = (object: TJsonObject, location: TLocation, line: string) => TAdapterItem | TAdapterItem[];

export type TJsonLinesOptions = {
  /** Read Python's bare NaN/Infinity as null (every stack but trajscope's own writes JSON with Python). */
  allowNonFinite?: boolean;
};

/**
 * The loop every JSONL adapter shares: one line at a time (O(1) memory per line), blank lines skipped,
 * syntax errors and non-objects rejected with the reason, every object handed to `map`. A mapper that
 * throws rejects its line instead of stopping the stream.
 */
export async function* readJsonObjects(
  source: TSource,
  map: TObjectMapper,
  options: TJsonLinesOptions = {},
): AsyncGenerator<TAdapterItem> {
  for await (const { line, text } of source.lines()) {
    if (!text.trim()) continue;
    const location = { file: source.file, line };
    const parsed = parseJson(text, options);
    if (!parsed.ok) {
      yield reject(location, parsed.reason, text);
      continue;
    }
    if (!isObject(parsed.value)) {
      yield reject(location, `expected a JSON object, got ${describeType(parsed.value)}`, text);
      continue;
    }
    let items: TAdapterItem | TAdapterItem[];
    try {
      items = map(parsed.value, location, text);
    } catch (error) {
      items = reject(location, `could not convert: ${error instanceof Error ? error.message : String(error)}`, text);
    }
    if (Array.isArray(items)) yield* items;
    else yield items;
  }
}

/**
 * The common case: each object becomes one canonical record, or a string saying why it cannot.
 * Python's bare NaN/Infinity are read as null, since every stack but trajscope writes with Python.
 */
export function readJsonRecords(
  source: TSource,
  convert: (object: TJsonObject) => TCanonicalInput | string,
): AsyncGenerator<TAdapterItem> {
  return readJsonObjects(
    source,
    (object, location, line) => {
      const converted = convert(object);
      return typeof converted === "string" ? reject(location, converted, line) : record(location, converted);
    },
    { allowNonFinite: true },
  );
}
