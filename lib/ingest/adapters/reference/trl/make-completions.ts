// Writes the completion logs a TRL GRPOTrainer run with `log_completions=True` leaves in
// {output_dir}/completions/, for the trl adapter's tests. Run from the repository root:
//   npx tsx lib/ingest/adapters/reference/trl/make-completions.ts
// It reproduces, from huggingface/trl at commit f2cd57710ae345ea6428ae95363267fcf38a3dc8
// (1.10.0.dev0), trl/trainer/grpo_trainer.py:
// - _generate_and_score_completions with multi_objective_aggregation="sum_then_normalize" and
//   scale_rewards="group" (the defaults): rewards = nansum(rewards_per_func · weights), NaN where every
//   reward function returned None; advantages = (rewards − nanmean) / (nanstd + 1e-4) over blocks of
//   num_generations rows; NaN advantages become 0; computed in float32 tensors;
// - log: table = {"step", "prompt", "completion", **rewards, **extra (log_extra), "advantage"} →
//   pd.DataFrame(table).to_parquet(f"completions/completions_{global_step:05d}.parquet").
// No pandas/pyarrow here (this machine reaches only npm), so the DataFrame is written with
// hyparquet-writer in pyarrow's physical types (INT64 step, UTF-8 strings, DOUBLE rewards and
// advantage, snappy, one row group) with pandas' schema metadata. It also writes one step as JSON
// lines, as DataFrame.to_json(orient="records", lines=True) renders it (NaN → null), and
// expected.json: every row's values and its group, from the arithmetic above (not from trajscope).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parquetWriteBuffer } from "hyparquet-writer";

const OUT = path.dirname(new URL(import.meta.url).pathname);
const NUM_GENERATIONS = 4;
const REWARD_FUNCS = ["accuracy_reward", "think_format_reward"] as const;
const WEIGHTS = [1, 1];

const prompt = (question: string) =>
  "system\nYou are a helpful assistant.\nuser\nAnswer the given question. You must conduct reasoning inside " +
  "<think> and </think> first every time you get new information. After reasoning, if you find you lack some " +
  "knowledge, you can call a search engine by <search> query </search> and it will return the top searched " +
  "results between <information> and </information>. If you find no further external knowledge needed, you " +
  `can directly provide the answer inside <answer> and </answer>. Question: ${question}\nassistant\n`;

const completion = (search: string | null, answer: string | null, think = true) =>
  (think ? `<think>I need to find this out.</think>\n` : "") +
  (search
    ? `<search> ${search} </search>\n<information>Doc 1(Title: "${search}") ${search} is described here.</information>\n`
    : "") +
  (answer === null ? "I am not sure." : `<answer> ${answer} </answer>`);

type TSample = { completion: string; accuracy: number | null; format: number | null; extracted: string };
type TGroup = { question: string; samples: TSample[] };

const s = (search: string | null, answer: string | null, accuracy: number | null, format: number | null): TSample => ({
  completion: completion(search, answer, format === 1),
  accuracy,
  format,
  extracted: answer ?? "",
});

// Three logging steps (logging_steps=5), three prompts × 4 generations each. Step 10 drew the same
// prompt twice in a row (a duplicate in the dataset): one run of 8 rows, two groups. A None from
// accuracy_reward (no parsable answer) leaves NaN; one row has NaN from both functions (unscorable).
const STEPS: { step: number; groups: TGroup[] }[] = [
  {
    step: 5,
    groups: [
      {
        question: "who wrote the novel the Master and Margarita?",
        samples: [
          s("Master and Margarita author", "Mikhail Bulgakov", 1, 1),
          s(null, "Bulgakov", 1, 1),
          s(null, "Leo Tolstoy", 0, 0),
          s("Master and Margarita", null, null, 1),
        ],
      },
      {
        question: "what is the capital of Australia?",
        samples: [
          s(null, "Canberra", 1, 1),
          s(null, "Canberra", 1, 1),
          s(null, "Canberra", 1, 1),
          s(null, "Canberra", 1, 1),
        ],
      },
      {
        question: "in which year did the Berlin Wall fall?",
        samples: [
          s("Berlin Wall fall year", "1989", 1, 1),
          s(null, "1991", 0, 1),
          s(null, "1989", 1, 0),
          s(null, null, null, null),
        ],
      },
    ],
  },
  {
    step: 10,
    groups: [
      {
        question: "how many moons does Mars have?",
        samples: [s(null, "2", 1, 1), s(null, "1", 0, 1), s("moons of Mars", "two", 1, 1), s(null, "0", 0, 0)],
      },
      {
        question: "how many moons does Mars have?",
        samples: [s(null, "2", 1, 0), s(null, "2", 1, 1), s(null, "3", 0, 1), s("Phobos Deimos", "2", 1, 1)],
      },
      {
        question: "who painted the ceiling of the Sistine Chapel?",
        samples: [
          s("Sistine Chapel ceiling painter", "Michelangelo", 1, 1),
          s(null, "Raphael", 0, 1),
          s(null, "Michelangelo", 1, 1),
          s(null, "Leonardo da Vinci", 0, 0),
        ],
      },
    ],
  },
  {
    step: 15,
    groups: [
      {
        question: "what element has the chemical symbol Fe?",
        samples: [s(null, "iron", 1, 1), s(null, "Iron", 1, 1), s(null, "fluorine", 0, 1), s(null, "iron", 1, 0)],
      },
      {
        question: "which river flows through Baghdad?",
        samples: [
          s("river Baghdad", "Tigris", 1, 1),
          s(null, "Euphrates", 0, 1),
          s("Baghdad river", "the Tigris", 1, 1),
          s(null, "Nile", 0, 1),
        ],
      },
      {
        question: "what is the largest planet in the solar system?",
        samples: [
          s(null, "Jupiter", 1, 1),
          s(null, "Saturn", 0, 0),
          s(null, "Jupiter", 1, 0),
          s(null, "Jupiter", 1, 1),
        ],
      },
    ],
  },
];

const f32 = Math.fround;
const nanOf = (value: number | null) => (value === null ? NaN : value);

/** TRL's nanmean / nanstd (Bessel-corrected over the non-NaN values; NaN below two). */
function nanStats(values: number[]) {
  const known = values.filter((v) => !Number.isNaN(v));
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  const std = known.length > 1 ? Math.sqrt(known.reduce((a, b) => a + (b - mean) ** 2, 0) / (known.length - 1)) : NaN;
  return { mean, std };
}

type TRowOut = {
  file: string;
  row: number;
  step: number;
  question: string;
  completion: string;
  rewards: Record<string, number | null>;
  extracted_answer: string;
  advantage: number;
  /** The trainer's summed reward, null where every function returned None. */
  reward: number | null;
  /** The block of num_generations rows it was normalised in, and its place there. */
  group: number;
  sample: number;
};

const expected: TRowOut[] = [];
mkdirSync(path.join(OUT, "completions"), { recursive: true });
for (const { step, groups } of STEPS) {
  const samples = groups.flatMap((g) => g.samples.map((sample) => ({ ...sample, question: g.question })));
  const perFunc = samples.map((x) => [nanOf(x.accuracy), nanOf(x.format)].map(f32));
  const rewards = perFunc.map((row) => {
    if (row.every(Number.isNaN)) return NaN; // unscorable_mask
    return f32(row.reduce((sum, v, k) => (Number.isNaN(v) ? sum : f32(sum + f32(v * WEIGHTS[k]!))), 0));
  });
  const advantages = rewards.map((reward, i) => {
    const block = Math.floor(i / NUM_GENERATIONS) * NUM_GENERATIONS;
    const { mean, std } = nanStats(rewards.slice(block, block + NUM_GENERATIONS));
    const advantage = f32(f32(reward - f32(mean)) / f32(f32(std) + f32(1e-4)));
    return Number.isNaN(advantage) ? 0 : advantage; // torch.nan_to_num(advantages, nan=0.0)
  });
  const file = `completions_${String(step).padStart(5, "0")}.parquet`;
  const prompts = samples.map((x) => prompt(x.question));
  const columns = {
    step: samples.map(() => step),
    prompt: prompts,
    completion: samples.map((x) => x.completion),
    accuracy_reward: perFunc.map((row) => row[0]!),
    think_format_reward: perFunc.map((row) => row[1]!),
    extracted_answer: samples.map((x) => x.extracted),
    advantage: advantages,
  };
  const pandasColumns = Object.entries(columns).map(([name, data]) => ({
    name,
    field_name: name,
    pandas_type: name === "step" ? "int64" : typeof data[0] === "string" ? "unicode" : "float64",
    numpy_type: name === "step" ? "int64" : typeof data[0] === "string" ? "object" : "float64",
    metadata: null,
  }));
  const pandasMetadata = {
    index_columns: [{ kind: "range", name: null, start: 0, stop: samples.length, step: 1 }],
    column_indexes: [],
    columns: pandasColumns,
    creator: { library: "pyarrow", version: "19.0.1" },
    pandas_version: "2.2.3",
  };
  const buffer = parquetWriteBuffer({
    columnData: [
      { name: "step", data: columns.step.map(BigInt), type: "INT64", nullable: true },
      { name: "prompt", data: columns.prompt, type: "STRING", nullable: true },
      { name: "completion", data: columns.completion, type: "STRING", nullable: true },
      { name: "accuracy_reward", data: columns.accuracy_reward, type: "DOUBLE", nullable: true },
      { name: "think_format_reward", data: columns.think_format_reward, type: "DOUBLE", nullable: true },
      { name: "extracted_answer", data: columns.extracted_answer, type: "STRING", nullable: true },
      { name: "advantage", data: columns.advantage, type: "DOUBLE", nullable: true },
    ],
    kvMetadata: [{ key: "pandas", value: JSON.stringify(pandasMetadata) }],
    createdBy: "parquet-cpp-arrow version 19.0.1",
  });
  writeFileSync(path.join(OUT, "completions", file), Buffer.from(buffer));
  samples.forEach((x, i) => {
    const [accuracy, format] = perFunc[i]!;
    expected.push({
      file,
      row: i + 1,
      step,
      question: x.question,
      completion: x.completion,
      rewards: {
        [REWARD_FUNCS[0]]: Number.isNaN(accuracy) ? null : accuracy!,
        [REWARD_FUNCS[1]]: Number.isNaN(format) ? null : format!,
      },
      extracted_answer: x.extracted,
      advantage: advantages[i]!,
      reward: Number.isNaN(rewards[i]) ? null : rewards[i]!,
      group: Math.floor(i / NUM_GENERATIONS),
      sample: i % NUM_GENERATIONS,
    });
  });
  if (step === 10) {
    // DataFrame.to_json(orient="records", lines=True): one object per row in column order, NaN as null.
    const lines = samples.map((_, i) =>
      JSON.stringify(Object.fromEntries(Object.entries(columns).map(([name, data]) => [name, data[i]]))),
    );
    writeFileSync(path.join(OUT, "completions_00010.jsonl"), `${lines.join("\n")}\n`);
  }
}
writeFileSync(path.join(OUT, "expected.json"), `${JSON.stringify(expected, null, 1)}\n`);
console.log(`wrote ${expected.length} rows in ${STEPS.length} files`);
