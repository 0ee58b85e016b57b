// Faithful samples of the formats with no real fixture, written from the field names in
// docs/formats.md and the writers' code (verl ray_trainer._dump_generations, HiPRAG inference.py,
// PRO-Step generate_trajectories.py / judge_label_qwq.py, FlashRAG Dataset.save). Values are invented.
import fs from "node:fs";
import path from "node:path";
import { REAL_FIXTURES } from "./real-fixtures";

export const FIXTURES = REAL_FIXTURES;
export const fixture = (name: string) => path.join(FIXTURES, name);

const jsonl = (...lines: unknown[]) => lines.map((line) => JSON.stringify(line)).join("\n") + "\n";

const SEARCH_R1_PROMPT =
  "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nAnswer the given question. " +
  "You must conduct reasoning inside <think> and </think> first every time you get new information. After " +
  "reasoning, if you find you lack some knowledge, you can call a search engine by <search> query </search> and " +
  "it will return the top searched results between <information> and </information>. You can search as many " +
  "times as your want. If you find no further external knowledge needed, you can directly provide the answer " +
  "inside <answer> and </answer>, without detailed illustrations. For example, <answer> Beijing </answer>. " +
  "Question: who wrote the song hallelujah?\n<|im_end|>\n<|im_start|>assistant\n";

export const VERL_OUTPUT =
  "<think>I need to find who wrote Hallelujah.</think>\n<search> hallelujah song writer </search>\n\n" +
  '<information>Doc 1(Title: "Hallelujah (Leonard Cohen song)") "Hallelujah" is a song written by Canadian ' +
  "singer Leonard Cohen.</information>\n\n<think>It was Leonard Cohen.</think>\n<answer> Leonard Cohen </answer>";

// verl's tool agent loop with its search tool, dumped as _dump_generations writes it: input and output
// were rendered with verl's chat template and decoded with skip_special_tokens=True by
// lib/trajectory/dialects/reference/verl/render_tool_rollouts.py (a reproduction, not a run of verl).
type TVerlToolCase = {
  question: string;
  input: string;
  output: string;
  expected_steps: { kind: string; answer?: string }[];
};
export const VERL_TOOL_CASES: TVerlToolCase[] = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, "../lib/trajectory/dialects/reference/verl/verl-tool-rollouts.json"),
    "utf8",
  ),
);
export const VERL_TOOL = jsonl(
  ...VERL_TOOL_CASES.map(({ input, output, expected_steps: steps }) => ({
    input,
    output,
    gts: { target: [steps.at(-1)?.answer] },
    score: 1.0,
    step: 7,
  })),
);

export const VERL = jsonl(
  {
    input: SEARCH_R1_PROMPT,
    output: VERL_OUTPUT,
    gts: { target: ["Leonard Cohen"] },
    score: 1.0,
    step: 40,
    acc: true,
    format: 0.2,
    pred: "Leonard Cohen",
    reason: "exact match",
  },
  { input: SEARCH_R1_PROMPT, output: "<answer> Bob Dylan </answer>", gts: "Leonard Cohen", score: 0.0 },
);

const HIPRAG_RESPONSE =
  "\n<think>\n<step>\n    <reasoning>I need the director of Jaws.</reasoning>\n    <search>Jaws film director</search>\n" +
  '    <context>Doc 1(Title: "Jaws (film)") Jaws is a 1975 film directed by Steven Spielberg.</context>\n' +
  "    <conclusion>Steven Spielberg directed Jaws.</conclusion>\n</step>\n<step>\n" +
  "    <reasoning>I also recall Spielberg was born in 1946.</reasoning>\n" +
  "    <conclusion>He was born in 1946.</conclusion>\n</step>\n</think>\n<answer>Steven Spielberg</answer>";
// The prompt's examples hold every tag; without a chat template only "User Question:" marks the end.
const HIPRAG_PROMPT =
  "You are a highly advanced reasoning agent.\n\nUSER QUESTION: What's the weather like in Plano?\n\n" +
  "YOUR RESPONSE:\n\n<think>\n<step>\n    <reasoning>Time-sensitive.</reasoning>\n    <search>weather Plano</search>\n" +
  "    <context>95°F</context>\n    <conclusion>95°F and sunny</conclusion>\n</step>\n</think>\n<answer>95°F</answer>\n";

export const HIPRAG_CHAT_RESULT =
  "<|im_start|>system\nYou are Qwen.<|im_end|>\n<|im_start|>user\n" +
  HIPRAG_PROMPT +
  "\nUser Question: Who directed Jaws?<|im_end|>\n<|im_start|>assistant\n" +
  HIPRAG_RESPONSE;
export const HIPRAG_PLAIN_RESULT = HIPRAG_PROMPT + "\nUser Question: Who directed Jaws?" + HIPRAG_RESPONSE;
export { HIPRAG_RESPONSE };

const hipragLine = (result: string, step_eval_results: unknown) => ({
  question: "Who directed Jaws?",
  golden_answers: ["Steven Spielberg"],
  data_source: "nq",
  result,
  step_eval_results,
});

export const HIPRAG = jsonl(
  hipragLine(HIPRAG_CHAT_RESULT, ["search", "undersearch"]),
  hipragLine(HIPRAG_PLAIN_RESULT, ["oversearch", "non-search"]),
  hipragLine("<answer>Spielberg", "Invalid response format, unable to evaluate"),
  hipragLine(HIPRAG_CHAT_RESULT, ["search", "non-search", "search"]),
);

export const PRO_STEP_ID = "5a8b57f25542995d1e6f1371_sample_3";

export const PRO_STEP_STEPS = [
  {
    step_id: 1,
    step_type: "rag",
    text:
      "<think>I need the nationality of Scott Derrickson.</think>\n<search>Scott Derrickson nationality</search>\n" +
      "<documents>\n[1] Scott Derrickson: Scott Derrickson (born July 16, 1966) is an American director.\n" +
      "[2] Ed Wood: Edward Davis Wood Jr. was an American filmmaker.\n</documents>",
    used_passages: [
      {
        id: "hotpotqa_12",
        title: "Scott Derrickson",
        text: "Scott Derrickson (born July 16, 1966) is an American director.",
      },
      { id: "hotpotqa_13", title: "Ed Wood", text: "Edward Davis Wood Jr. was an American filmmaker.", score: 0.82 },
    ],
    metadata: { action: "search", query: "Scott Derrickson nationality" },
  },
  {
    step_id: 2,
    step_type: "cot",
    text: "<think>Both are American.</think>",
    content: "<think>Both are American.</think>",
    used_passages: [],
    metadata: { action: "reason" },
  },
  {
    step_id: 3,
    step_type: "answer",
    text: "<think>They share a nationality.</think>\nSo the answer is <answer>yes</answer>",
    used_passages: [],
    metadata: { action: "answer" },
  },
];

export const PRO_STEP = jsonl({
  trajectory_id: PRO_STEP_ID,
  question: "Were Scott Derrickson and Ed Wood of the same nationality?",
  gold_answer: "yes",
  final_answer: "yes",
  is_correct: true,
  supporting_facts: [
    ["Scott Derrickson", 0],
    ["Ed Wood", 0],
  ],
  metadata: { num_steps: 3, generator: "simple_batch", question_id: "5a8b57f25542995d1e6f1371", sample_idx: 3 },
  steps: PRO_STEP_STEPS,
});

export const PRO_STEP_LABELS = jsonl({
  trajectory_id: PRO_STEP_ID,
  question: "Were Scott Derrickson and Ed Wood of the same nationality?",
  gold_answer: "yes",
  predicted_answer: "yes",
  is_correct: true,
  steps: [
    {
      step_id: 1,
      step_type: "search",
      think: "I need the nationality of Scott Derrickson.",
      search: "Scott Derrickson nationality",
      documents: "[1] Scott Derrickson: Scott Derrickson (born July 16, 1966) is an American director.",
      judge_label: "GOOD",
      judge_reasoning: "R1: the query targets the missing fact.",
    },
    {
      step_id: 2,
      step_type: "reason",
      think: "Both are American.",
      judge_label: "BAD",
      judge_reasoning: "R4: asserts Ed Wood's nationality without evidence.",
    },
    {
      step_id: 3,
      step_type: "answer",
      think: "They share a nationality.",
      answer: "yes",
      judge_label: "UNKNOWN",
      judge_reasoning: "Error: timeout",
    },
  ],
});

export const FLASHRAG_ITEMS = [
  {
    id: "test_0",
    question: "who got the first nobel prize in physics",
    golden_answers: ["Wilhelm Conrad Röntgen"],
    metadata: {},
    output: {
      retrieval_result: [
        {
          id: "4180452",
          contents: '"Nobel Prize in Physics"\nThe first prize was awarded in 1901 to Wilhelm Röntgen.',
        },
        { id: "77", contents: "no title line" },
      ],
      prompt: "Answer the question based on the given document.",
      raw_pred: "Wilhelm Conrad Röntgen.",
      pred: "Wilhelm Conrad Röntgen",
      metric_score: { em: 1.0, f1: 1.0, acc: 1.0, recall: 0.5 },
    },
  },
  {
    id: "test_1",
    question: "when is the next deadpool movie being released",
    golden_answers: ["May 18, 2018"],
    metadata: { split: "test" },
    output: { pred: "2018", finish_reason: "stop", metric_score: { em: 0.0, f1: 0.4, acc: 0.0 } },
  },
];
export const FLASHRAG = JSON.stringify(FLASHRAG_ITEMS, null, 2);

export const METRICS_FILE =
  '{"step": 1, "data": {"critic/score/mean": 0.125, "actor/entropy": NaN, "response_length/mean": 312.5}}\n' +
  '{"step": 2, "data": {"critic/score/mean": 0.25, "env/finish_ratio": 1, "val-core/nq/acc/mean@1": Infinity}}\n';

export const METRICS_CONSOLE =
  "2025-03-01 12:00:01 WARNING: flash attention is not installed\n" +
  "(main_task pid=2731) step:0 - critic/score/mean:0.123 - timing_s/gen:35.210 - actor/pg_loss:nan\n" +
  "Training Progress:  10%|█         | 1/10 [00:35<05:15, 35.1s/it]\n" +
  "\u001b[36m(main_task pid=2731)\u001b[0m step:1 - critic/score/mean:0.201 - env/number_of_valid_search:1.500\n";
