// Deterministic synthetic rollouts in the canonical format, for benchmarks and the interrupted-
// ingest test: realistic shape (think → search → documents → … → answer, ~5 steps, 3 documents
// per search, judge labels, reward components), realistic size (~4–6 KB a trajectory), and
// realistic reuse of retrieved passages: they come from a finite corpus, popular ones often
// (Zipf-like), and the samples of one GRPO group, which ask the same question, mostly retrieve
// from the same few passages.

export type TSyntheticOptions = {
  count: number;
  seed?: number;
  stepsPerTrajectory?: number;
  docsPerSearch?: number;
  /** Passages in the corpus; default two for every trajectory. */
  poolSize?: number;
};

/** mulberry32: a tiny seeded PRNG, so the same options give the same file byte for byte. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  "the of a river city film album born founded capital author population season band novel award war king league team university president painter island mountain language company series".split(
    " ",
  );
const DATASETS = ["nq", "triviaqa", "popqa", "hotpotqa", "2wikimultihopqa", "musique", "bamboogle"];

const wordsFrom = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(" ");

// Passages mix common words with words made of one to three syllables: a vocabulary of thousands,
// so that PostgreSQL compresses them about as much as English prose (~1.5×, where text from the 30
// words above shrinks ~3× and would make storing them look cheaper than it is).
const SYLLABLES =
  "ka ri to mu sen lo ve dan pi gor al ber tin um ras hel of ne qua zi mar est in ple dro ust ca fen yo bi lu ther a e o i".split(
    " ",
  );
const proseFrom = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => {
    if (rand() < 0.4) return WORDS[Math.floor(rand() * WORDS.length)];
    const syllables = 1 + Math.floor(rand() * 3);
    return Array.from({ length: syllables }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join("");
  }).join(" ");

/** Passage `rank` of the corpus, always the same words for the same seed (generated, not kept). */
function passage(seed: number, rank: number) {
  const rand = random(Math.imul(seed, 0x9e3779b1) ^ Math.imul(rank + 1, 0x85ebca6b));
  return { id: `doc-${rank}`, title: proseFrom(rand, 3), text: proseFrom(rand, 90) };
}

/** A rank in [0, size) with P(rank) ∝ 1/(rank+1), approximately: Zipf's law with s = 1 by inverting its CDF. */
const zipfRank = (rand: () => number, size: number) => Math.min(size - 1, Math.floor((size + 1) ** rand()) - 1);

const GROUP_SIZE = 8;
const GROUP_PASSAGES = 6;
const FROM_GROUP = 0.6;

export function* syntheticTrajectories(options: TSyntheticOptions): Generator<Record<string, unknown>> {
  const seed = options.seed ?? 1;
  const rand = random(seed);
  const words = (n: number) => wordsFrom(rand, n);
  const stepsPer = options.stepsPerTrajectory ?? 5;
  const docsPer = options.docsPerSearch ?? 3;
  const poolSize = Math.max(1, options.poolSize ?? options.count * 2);
  let groupPassages: number[] = [];
  const retrieve = () =>
    rand() < FROM_GROUP ? groupPassages[Math.floor(rand() * GROUP_PASSAGES)]! : zipfRank(rand, poolSize);
  for (let i = 0; i < options.count; i += 1) {
    if (i % GROUP_SIZE === 0) groupPassages = Array.from({ length: GROUP_PASSAGES }, () => zipfRank(rand, poolSize));
    const gold = words(2);
    const correct = rand() < 0.45;
    const steps = Array.from({ length: stepsPer }, (_, index) => {
      const isLast = index === stepsPer - 1;
      if (isLast) return { index, kind: "answer", reasoning: words(20), answer: correct ? gold : words(2) };
      const isSearch = index % 2 === 0;
      return isSearch
        ? {
            index,
            kind: "search",
            reasoning: words(25),
            query: words(6),
            documents: Array.from({ length: docsPer }, () => ({
              ...passage(seed, retrieve()),
              score: Math.round(rand() * 1000) / 1000,
            })),
            labels: [{ source: "judge:gpt-4.1-nano", name: "over_search", value: rand() < 0.2, rationale: words(15) }],
          }
        : {
            index,
            kind: "reasoning",
            reasoning: words(30),
            conclusion: words(10),
            labels: [{ source: "judge:gpt-4.1-nano", name: "under_search", value: rand() < 0.1 }],
          };
    });
    const em = correct ? 1 : 0;
    yield {
      type: "trajectory",
      id: `synthetic-${i}`,
      step: Math.floor(i / 512),
      split: "train",
      group: `g-${Math.floor(i / GROUP_SIZE)}`,
      sample: i % GROUP_SIZE,
      dataset: DATASETS[i % DATASETS.length],
      question: `${words(8)}?`,
      golden_answers: [gold],
      final_answer: correct ? gold : words(2),
      metrics: { em, f1: correct ? 1 : Math.round(rand() * 50) / 100, acc: em },
      reward: { total: em * 0.8 + 0.2, components: { answer: em, format: 1 } },
      format_valid: true,
      steps,
    };
  }
}

/** The records as JSONL text, in chunks of about `chunkSize` characters. */
export function* syntheticJsonl(options: TSyntheticOptions, chunkSize = 1 << 20): Generator<string> {
  let chunk = "";
  for (const record of syntheticTrajectories(options)) {
    chunk += `${JSON.stringify(record)}\n`;
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
