import { formatDateTime } from "@/lib/format/date";

// The page a dead share link answers with. Only fixed text and dates made here appear in it, so
// nothing needs escaping; it is plain HTML because a route handler cannot render the app's layout.

type TGone = { status: "revoked" | "expired"; at: string } | { status: "unknown" };

const MESSAGES = {
  revoked: (at: string) => ({
    title: "This link was revoked",
    body: `An administrator switched this shared comparison off on ${formatDateTime(at)}. Ask whoever shared it for a new link.`,
  }),
  expired: (at: string) => ({
    title: "This link has expired",
    body: `This shared comparison was available until ${formatDateTime(at)}. Ask whoever shared it for a new link.`,
  }),
  unknown: () => ({
    title: "No such link",
    body: "There is no shared comparison at this address. Check that the whole link was copied.",
  }),
};

export function goneHtml(gone: TGone): string {
  const { title, body } = gone.status === "unknown" ? MESSAGES.unknown() : MESSAGES[gone.status](gone.at);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · trajscope</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #fafafa; color: #18181b; }
  main { max-width: 36rem; margin: 15vh auto; padding: 2rem; background: #fff; border: 1px solid #e4e4e7; border-radius: 8px; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  a { color: #0369a1; }
  @media (prefers-color-scheme: dark) {
    body { background: #09090b; color: #f4f4f5; } main { background: #18181b; border-color: #27272a; } a { color: #38bdf8; }
  }
</style>
</head>
<body>
<main role="alert">
<h1>${title}</h1>
<p>${body}</p>
<p><a href="/">Open trajscope</a></p>
</main>
</body>
</html>
`;
}
