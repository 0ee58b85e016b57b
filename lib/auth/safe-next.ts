// Where to go after sign-in. Browsers strip tabs and newlines from URLs and read "\" as "/", so
// "/%09/evil.example" or "/\evil.example" would leave the site; pattern checks on the raw string miss
// such forms. Instead the path is resolved the way a browser would and kept only if it stays here.

const BASE = "http://trajscope.invalid";

/** A same-origin path (with query and hash) to send people to, or "/" for anything else. */
export function safeNextPath(next: string | string[] | undefined | null): string {
  const raw = Array.isArray(next) ? next[0] : next;
  if (!raw || !raw.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "//host" is protocol-relative: a second parse as the browser would do must stay on this origin too.
  return path.startsWith("//") || new URL(path, BASE).origin !== BASE ? "/" : path;
}
