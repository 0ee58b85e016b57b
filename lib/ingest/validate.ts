import { ZCanonicalRecord, type TCanonicalRecord } from "./canonical";

export type TValidation = { ok: true; record: TCanonicalRecord } | { ok: false; reason: string };

const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );

/** Checks one record against the canonical format; the reason names each field that is wrong. */
export function validateRecord(input: unknown): TValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, reason: `expected a JSON object, got ${Array.isArray(input) ? "an array" : typeof input}` };
  }
  const result = ZCanonicalRecord.safeParse(input);
  if (result.success) return { ok: true, record: result.data };
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const where = pathText(issue.path);
    // zod leaves the input out of its issues; its message says when there was none.
    if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return `missing "${where}"`;
    if (issue.code === "unrecognized_keys") {
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${where ? `${where}.` : ""}${k}"`).join(", ")} (put extra data in "meta")`;
    }
    if (issue.code === "invalid_union" && where === "type")
      return `"type" must be one of meta, run, trajectory, labels, metrics, tree_node, preference_pair`;
    return `${where || "record"}: ${issue.message}`;
  });
  const more = result.error.issues.length - problems.length;
  return { ok: false, reason: problems.join("; ") + (more > 0 ? `; and ${more} more` : "") };
}
