// Agreement between two label sources (judge vs people, PRM vs judge): raw agreement, Cohen's κ as
// sklearn computes it, confusion matrices, per step kind / label name / any group. Pure.
export type { TCategory } from "./categories";
export { categoryKey, compareCategories, orderCategories } from "./categories";
export type { TConfusion, TLabelPair } from "./confusion";
export { confusionMatrix } from "./confusion";
export type { TAgreement, TKappaOptions } from "./kappa";
export { agreementOf, cohenKappa } from "./kappa";
export type { TComparison, TGroupAgreement, TLabelledItem } from "./group";
export { agreementByGroup, agreementByLabelName, agreementByStepKind, compareSources, pairLabels } from "./group";
