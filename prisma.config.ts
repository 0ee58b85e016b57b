import { defineConfig } from "prisma/config";

// Used by the Prisma CLI only (`prisma generate`, and `prisma migrate deploy` where the
// schema engine can be downloaded). The app applies migrations itself: see lib/db/migrate.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/trajscope" },
});
