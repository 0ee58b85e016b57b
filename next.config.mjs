// `trajscope start` builds the app once, on a fresh clone, only to serve it: there the type check
// (which `npm run typecheck` and CI run) and Turbopack's cache for later builds cost half the build.
const buildToServe = process.env.TRAJSCOPE_BUILD_TO_SERVE === "1";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // Database drivers load WebAssembly and native sockets at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: buildToServe },
  experimental: { turbopackFileSystemCacheForBuild: !buildToServe },
  // One per build, written into the server code: summaries kept in run_summaries are keyed by the
  // build that computed them (lib/runs/server/run-summary-cache.ts), so an upgrade recomputes them.
  env: { TRAJSCOPE_BUILD_ID: `${Date.now().toString(36)}-${process.pid}` },
};

export default nextConfig;
