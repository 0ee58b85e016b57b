import * as z from "zod/mini";
import "@/lib/http/zod-mini";

// An empty field of the GET form sends "": read it as absent.
const blankAsAbsent = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(schema),
  );
const ZStep = blankAsAbsent(z.coerce.number().check(z.int(), z.gte(0)));

/** ?dataset=&from=&to= of the Search-P1 page and endpoint: which trajectories the charts count. */
export const ZSearchP1Query = z
  .strictObject({
    dataset: blankAsAbsent(z.string().check(z.minLength(1), z.maxLength(200))),
    from: ZStep,
    to: ZStep,
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: "from must not be after to",
    }),
  );
export type TSearchP1Scope = z.infer<typeof ZSearchP1Query>;

/** The scope as a query string ("" when it is the whole run), keys in a fixed order. */
export function scopeQueryString(scope: TSearchP1Scope): string {
  const params = new URLSearchParams();
  if (scope.dataset) params.set("dataset", scope.dataset);
  if (scope.from !== undefined) params.set("from", String(scope.from));
  if (scope.to !== undefined) params.set("to", String(scope.to));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The page's searchParams as a scope; an unreadable one is the whole run. */
export function scopeFromSearchParams(params: Record<string, string | string[] | undefined>): TSearchP1Scope {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = ZSearchP1Query.safeParse({
    dataset: first(params.dataset),
    from: first(params.from),
    to: first(params.to),
  });
  return parsed.success ? parsed.data : {};
}
