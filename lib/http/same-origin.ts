// Cross-site request forgery guard for every state-changing request. A browser that sends a
// cookie also says where the request came from (Origin, and in current browsers Sec-Fetch-Site);
// another port on the same host or a sibling subdomain is another origin and is refused. A
// request with neither header comes from a program (curl, the CLI, tests), which has no
// victim's cookie to ride on, so it is let through.

export type TOriginVerdict = { ok: true } | { ok: false; reason: string };

type THeaders = { get(name: string): string | null };

/** Extra origins allowed to write, e.g. behind a proxy that rewrites Host: TRAJSCOPE_ORIGINS="https://a,https://b". */
export function allowedOrigins(env: string | undefined): string[] {
  return (env ?? "")
    .split(",")
    .map((s) => s.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

export function checkSameOrigin(headers: THeaders, extraOrigins: readonly string[] = []): TOriginVerdict {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    return { ok: false, reason: `a ${site} request may not change anything` };
  }
  const origin = headers.get("origin");
  if (origin === null) return { ok: true };
  if (extraOrigins.includes(origin)) return { ok: true };
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = origin === "null" ? null : new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (!host || originHost !== host.split(",")[0]!.trim().toLowerCase()) {
    return { ok: false, reason: `requests from ${origin} may not change anything here` };
  }
  return { ok: true };
}

/** Writes carry JSON: a text/plain or form body is what a cross-site form can send without asking. */
export function isJsonContentType(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";
}
