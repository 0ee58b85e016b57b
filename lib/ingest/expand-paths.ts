import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export class InputPathError extends Error {}

const byNaturalName = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/**
 * The files to ingest, in order: files as given, folders expanded recursively with names in
 * natural order (verl's 2.jsonl before 10.jsonl), hidden files skipped.
 */
export async function expandInputPaths(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input).catch(() => null);
    if (!info) throw new InputPathError(`no such file or folder: ${input}`);
    if (info.isFile()) files.push(input);
    else if (info.isDirectory()) files.push(...(await filesUnder(input)));
  }
  return files;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => !entry.name.startsWith("."))
    .sort((a, b) => byNaturalName(a.name, b.name));
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}
