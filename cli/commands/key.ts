import { createApiKey, listApiKeys, revokeApiKey } from "@/lib/auth/server/api-keys";
import { CliError, USAGE_EXIT_CODE } from "../errors";
import type { TCommand } from "../main";
import { parseOptions } from "../parse-options";
import { withDb } from "../with-db";

const usage = `Usage: trajscope key add NAME [--run RUN]
       trajscope key list
       trajscope key revoke ID

API keys let a machine (a trainer, a script) post rollouts to POST /api/ingest with
Authorization: Bearer <key>. add prints the key once; only its hash is stored. --run limits it
to that one run. revoke takes effect on the next request.`;

export const keyCommand: TCommand = {
  name: "key",
  summary: "add, list or revoke the API keys machines ingest with (POST /api/ingest)",
  usage,
  async run(args) {
    const { values, positionals } = parseOptions(args, { run: { type: "string" } }, usage, { allowPositionals: true });
    const [action, argument] = positionals;
    if (action === "list") {
      const keys = await withDb(listApiKeys);
      for (const key of keys) {
        const state = key.revokedAt ? `revoked ${key.revokedAt}` : "active";
        const scope = key.runName ? `run ${key.runName}` : "any run";
        console.log([key.id, key.name, scope, state, `last used ${key.lastUsedAt ?? "never"}`].join("\t"));
      }
      return;
    }
    if (action === "add" && argument) {
      const { key, token } = await withDb((db) => createApiKey(db, { name: argument, runName: values.run ?? null }));
      console.log(`Added key ${key.id} (${key.name}, ${key.runName ? `run ${key.runName}` : "any run"}).`);
      console.log(`Key (shown once): ${token}`);
      return;
    }
    if (action === "revoke" && argument && /^\d+$/.test(argument)) {
      const key = await withDb((db) => revokeApiKey(db, Number(argument)));
      console.log(`Revoked key ${key.id} (${key.name}).`);
      return;
    }
    throw new CliError(usage, USAGE_EXIT_CODE);
  },
};
