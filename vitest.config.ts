import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
// `server-only` throws outside React's server bundles; tests are server code, so it is a no-op here.
const alias = {
  "server-only": path.join(root, "test/server-only-noop.ts"),
  "@": root,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // A fixed, small scrypt cost (lib/auth/password.ts): hashing at 2^17 takes seconds under load.
    env: { TRAJSCOPE_TEST_SCRYPT_LOG_N: "10" },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{lib,cli,components,app}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["{lib,cli}/**/*.integration.test.ts"],
          globalSetup: ["test/require-local-postgres.ts", "test/build-cli.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file creates its own databases; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
