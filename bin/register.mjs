// Lets Node run the project's TypeScript (the CLI, seed scripts) the way the app sees it:
// tsx with the project's tsconfig (for "@/..." paths), and React's "react-server" condition,
// under which lib/db's `server-only` guard resolves to a no-op instead of throwing.
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { register as registerTsx } from "tsx/esm/api";

// Migrations and the default data folder are found from the project, wherever the command runs.
process.env.TRAJSCOPE_ROOT ??= fileURLToPath(new URL("..", import.meta.url));

register(new URL("./react-server-condition.mjs", import.meta.url));
registerTsx({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
