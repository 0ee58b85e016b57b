// Ablations are declared with run tags (docs: runs carry free tags): `study:<name>` puts a run in
// a study (several allowed: the full model is often in an ablation and in a sweep), `variant:<name>`
// names its row. A run of a study without a variant tag is its own variant (its name), so nothing
// tagged disappears; with several variant tags the first wins. Seeds of one variant share a row.

export const STUDY_PREFIX = "study:";
export const VARIANT_PREFIX = "variant:";

export type TTaggedRun = { name: string; tags: readonly string[] };
export type TStudyVariant<R> = { variant: string; runs: R[] };
export type TStudy<R> = { study: string; variants: TStudyVariant<R>[] };

function valuesOf(tags: readonly string[], prefix: string): string[] {
  return tags.flatMap((tag) => {
    const value = tag.startsWith(prefix) ? tag.slice(prefix.length).trim() : "";
    return value === "" ? [] : [value];
  });
}

export function studiesOf(tags: readonly string[]): string[] {
  return [...new Set(valuesOf(tags, STUDY_PREFIX))];
}

export function variantOf(run: TTaggedRun): string {
  return valuesOf(run.tags, VARIANT_PREFIX)[0] ?? run.name;
}

/** Studies by name; variants in the order their first run appears (the caller's order). */
export function groupRunsByStudy<R extends TTaggedRun>(runs: readonly R[]): TStudy<R>[] {
  const studies = new Map<string, Map<string, R[]>>();
  for (const run of runs) {
    for (const study of studiesOf(run.tags)) {
      const variants = studies.get(study) ?? new Map<string, R[]>();
      studies.set(study, variants);
      const variant = variantOf(run);
      variants.set(variant, [...(variants.get(variant) ?? []), run]);
    }
  }
  return [...studies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([study, variants]) => ({
      study,
      variants: [...variants.entries()].map(([variant, members]) => ({ variant, runs: members })),
    }));
}
