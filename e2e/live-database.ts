import path from "node:path";

/** Where e2e/serve.ts --live leaves the URL of the database the server on `port` uses. */
export const liveDatabaseUrlFile = (port: string | number) =>
  path.join(import.meta.dirname, "..", ".trajscope", `e2e-${port}.database-url`);
