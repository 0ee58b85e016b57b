import { z } from "zod";
import { FORMAT_NAME, FORMAT_VERSION, ZCanonicalRecord } from "@/lib/ingest/canonical";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";

const usage = `Usage: trajscope schema

Prints the JSON Schema of one line of trajscope's canonical format (see docs/format.md).`;

export function canonicalJsonSchema() {
  return {
    $id: `https://trajscope.dev/schema/${FORMAT_NAME}-v${FORMAT_VERSION}.json`,
    title: `${FORMAT_NAME} canonical format, version ${FORMAT_VERSION}: one line`,
    ...z.toJSONSchema(ZCanonicalRecord, { io: "input" }),
  };
}

export const schemaCommand: TCommand = {
  name: "schema",
  summary: "print the JSON Schema of the canonical format",
  usage,
  async run(args) {
    parseOptions(args, {}, usage);
    console.log(JSON.stringify(canonicalJsonSchema(), null, 2));
  },
};
