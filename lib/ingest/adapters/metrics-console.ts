// verl's console logger line: `step:12 - critic/score/mean:0.412 - timing_s/gen:35.210 - …` (values
// printed with 3 decimals; nan and inf as Python prints them). Under Ray the line carries a prefix
// such as `(main_task pid=2731)`, often colored with ANSI escapes.

const ESC = String.fromCharCode(27);
const RAY_PREFIX = /^\([^()]*\)\s*/;
const STEP = /^step:\s*(\d+)(?:\s+-\s+|\s*$)/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const NON_FINITE = new Set(["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"]);

/** Removes ANSI color sequences (ESC [ … m) without a control-character regex. */
export function stripAnsi(text: string): string {
  if (!text.includes(ESC)) return text;
  let out = "";
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf(ESC + "[", i);
    if (at < 0) break;
    out += text.slice(i, at);
    const end = text.indexOf("m", at + 2);
    i = end < 0 ? text.length : end + 1;
  }
  return out + text.slice(i);
}

/**
 * The step and numeric values of a console metrics line, or null when the line is not one.
 * NaN/inf become null (logged, but no point to plot); a non-numeric value is skipped.
 */
export function parseConsoleLine(line: string): { step: number; values: Record<string, number | null> } | null {
  const text = stripAnsi(line).trim().replace(RAY_PREFIX, "");
  const match = STEP.exec(text);
  if (!match?.[1]) return null;
  const step = Number(match[1]);
  if (!Number.isSafeInteger(step)) return null;
  const values: Record<string, number | null> = {};
  for (const part of text.slice(match[0].length).split(" - ")) {
    // Names hold slashes, dashes and @ but no colon; the value follows the last colon.
    const colon = part.lastIndexOf(":");
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim();
    const raw = part.slice(colon + 1).trim();
    if (NUMBER.test(raw)) values[name] = Number.isFinite(Number(raw)) ? Number(raw) : null;
    else if (NON_FINITE.has(raw.toLowerCase())) values[name] = null;
  }
  return { step, values };
}
