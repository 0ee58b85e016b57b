/** @type {import("next").NextConfig} */
const nextConfig = {
  // Database drivers load WebAssembly and native sockets at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  poweredByHeader: false,
};

export default nextConfig;
