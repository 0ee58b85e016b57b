import type { TCanonicalInput } from "../../canonical";

// Shapes adapters build: canonical records before validation (zod's input types), so defaults may be left out.
export type TTrajectoryInput = Extract<TCanonicalInput, { type: "trajectory" }>;
export type TLabelsInput = Extract<TCanonicalInput, { type: "labels" }>;
export type TMetricsInput = Extract<TCanonicalInput, { type: "metrics" }>;
export type TStepInput = NonNullable<TTrajectoryInput["steps"]>[number];
export type TLabelInput = NonNullable<TTrajectoryInput["labels"]>[number];
export type TDocumentInput = NonNullable<TStepInput["documents"]>[number];

export type TJsonObject = Record<string, unknown>;
