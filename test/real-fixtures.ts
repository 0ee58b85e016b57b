import path from "node:path";

// Real rollouts and questions from public repositories, copied with their licences (fixtures/real/README.md).
export const REAL_FIXTURES = path.join(import.meta.dirname, "fixtures/real");
