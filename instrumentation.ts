// Next calls register() once when the server starts: open the database and apply pending
// migrations then, so the first request does not pay for it and a broken database shows at once.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/db/client");
  try {
    await getDb();
  } catch (error) {
    console.error("trajscope: the database is not ready:", error instanceof Error ? error.message : error);
  }
}
