// PRO-Step's hyper-parameters (pro-step.txt): α weighs the PRM's verdict in V(s) = Q̄(s) + α·r̂(s)
// (Eq. 4, α = 0.3 selected in Table 11), γ discounts terminal F1 per depth level (Appendix C,
// 0.9), c is UCB's exploration constant (1.414, the released script's default).
export const PROSTEP_PARAMS = { alpha: 0.3, gamma: 0.9, c: 1.414 } as const;

export type TProstepParams = { alpha: number; gamma: number; c: number };
