import pg from "pg";
import { ADMIN_URL, isLocalUrl } from "./postgres-admin";

// Integration tests create and drop databases: refuse anything but a server on this machine.
export default async function requireLocalPostgres(): Promise<void> {
  if (!isLocalUrl(ADMIN_URL)) {
    throw new Error(`Integration tests only run against a local PostgreSQL; TEST_DATABASE_URL points elsewhere.`);
  }
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Integration tests need PostgreSQL at ${ADMIN_URL} (start it with ` +
        `'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start'): ${String(error)}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
