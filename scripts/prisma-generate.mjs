// `prisma generate` does not need Prisma's native schema engine, but the CLI looks for it and
// would try to download it — impossible offline. Pointing it at any existing file avoids that.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync("/bin/false")) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/false";
}
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
