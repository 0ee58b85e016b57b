// Like bin/register.mjs, for benchmarks that call the resolvers of lib/<domain>/server/queries.ts:
// those import TanStack Query's key factories, whose module creates React contexts, which React's
// "react-server" build has none of. So packages resolve as in the tests (vitest.config.ts): the
// default conditions, with `server-only` a no-op.
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { register as registerTsx } from "tsx/esm/api";

process.env.TRAJSCOPE_ROOT ??= fileURLToPath(new URL("..", import.meta.url));

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, nextResolve) {
      if (specifier === "server-only") return { url: ${JSON.stringify(new URL("../test/server-only-noop.ts", import.meta.url).href)}, shortCircuit: true };
      return nextResolve(specifier, context);
    }`)}`,
);
registerTsx({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
