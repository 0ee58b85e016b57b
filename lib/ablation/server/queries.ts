import "server-only";
import { getReadDb } from "@/lib/db/read-db";
import type { TAblationState } from "@/lib/dynamics/ablation-params";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { resolvedBy } from "@/lib/http/resolved-by";
import { getAblationReport } from "./ablations";

// The resolver behind dynamicsQueries.ablations (its key lives with the other chart keys):
// GET /api/ablations and the ablations page call the same one.

export const resolveAblationReport = async (state: TAblationState) => getAblationReport(await getReadDb(), state);

export const ablationServerQueries = {
  report: (state: TAblationState) => resolvedBy(dynamicsQueries.ablations(state), () => resolveAblationReport(state)),
};
