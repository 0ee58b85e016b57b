// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled. Cells that
// a spreadsheet would run as a formula (=, +, -, @ first) get a leading apostrophe: exported model
// output is untrusted and must stay text when someone opens the file.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]) => `${values.map(csvField).join(",")}\r\n`;
