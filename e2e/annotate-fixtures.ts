// What the annotation specs rely on in the seeded database (made by seed-annotate.ts). Kept free of
// server code so that specs can import it. Passwords are test-only.

/**
 * A run made for labelling, so the annotation specs never change the labels or flags other specs
 * read. 30 Bamboogle and 12 HotpotQA questions, three steps each (search, reasoning, answer),
 * training steps 0–300; the judge says over-search on every third search, and answers are wrong
 * on every third trajectory.
 */
export const AUDIT_RUN = {
  name: "hiprag-judge-audit",
  method: "HiPRAG",
  model: "Qwen2.5-3B-Instruct",
  judge: "judge:gpt-4.1-nano",
  trajectories: 42,
  /** The judge said over-search, training steps 100–200, Bamboogle: bamboogle-6, -9, -18 and -21. */
  queueFilter: "?dataset=bamboogle&step=100..200&label=over_search%3Dtrue%40judge%3Agpt-4.1-nano",
  queueMatches: 4,
} as const;

export const ANNOTATE_USERS = {
  admin: { name: "ada", password: "ada-lovelace-1815", role: "admin" },
  annotator: { name: "bob", password: "bob-annotates-2026", role: "annotator" },
  second: { name: "cy", password: "cy-checks-twice-99", role: "annotator" },
  viewer: { name: "vic", password: "vic-only-reads-42", role: "viewer" },
} as const;
