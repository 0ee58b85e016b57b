"""Writes reward-cases.json: what Search-R1's and HiPRAG's own Python says on each case.

Run from the repo root with Python 3.11 (the Unicode version lib/metrics/answer's tables come from):
    python3 lib/rewards/reference/generate-reward-cases.py
The vendored files beside this script are the references (see README.md); nothing else is computed here.
"""

import contextlib
import io
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "metrics", "answer", "reference"))
import hiprag_reward  # noqa: E402
import hiprag_training_reward  # noqa: E402
import search_r1_qa_em  # noqa: E402
import search_r1_qa_em_format  # noqa: E402
from tricky_inputs import FUZZ_ATOMS, HAND_CASES  # noqa: E402

# A chat prompt as Search-R1 renders it, with one example <answer> (extract_solution wants a second
# match, the response's) and no <information> block. trajscope's side reads the response alone.
PROMPT = (
    "<|im_start|>user\nAnswer the given question. Provide the answer inside <answer> and </answer>, "
    "without detailed illustrations. Question: who wrote it?\n<|im_end|>\n<|im_start|>assistant\n"
)
PROMPT = PROMPT.replace("inside <answer> and </answer>", "inside the answer tags, for example <answer> Beijing </answer>")

# HiPRAG's training reward reads prompt + response too: a prompt with one example <answer> and no <think>.
HIPRAG_PROMPT = "Answer inside <answer> and </answer>.\nUser Question: who?\n"
HIPRAG_PROMPT = HIPRAG_PROMPT.replace("inside <answer> and </answer>", "as in <answer> Beijing </answer>")

STEP_SEARCH = "<step><reasoning>R</reasoning><search>q</search><context>D</context><conclusion>C</conclusion></step>"
STEP_PLAIN = "<step><reasoning>R</reasoning><conclusion>C</conclusion></step>"
EMPTY_SEARCH = "<step><reasoning>R</reasoning><search></search><context></context><conclusion>C</conclusion></step>"


def think(*steps, answer="Paris"):
    return "<think>" + "".join(steps) + "</think><answer>" + answer + "</answer>"


HIPRAG_FORMATS = [
    think(STEP_SEARCH),
    think(STEP_PLAIN),
    think(STEP_SEARCH, STEP_PLAIN),
    think(EMPTY_SEARCH),
    think(STEP_PLAIN, EMPTY_SEARCH),
    "<step><reasoning>R</reasoning><search> </search><context>D</context><conclusion>C</conclusion></step>",
    think("<step><reasoning>R</reasoning><search> </search><context>D</context><conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning><search>q</search><context>\n</context><conclusion>C</conclusion></step>"),
    "Extra text" + think(STEP_SEARCH),
    "Extra <think> text" + think(STEP_SEARCH),
    think(STEP_SEARCH) + " trailing",
    think(STEP_SEARCH) + "<|im_end|>",
    think(STEP_SEARCH) + "\n\n",
    "\n  " + think(STEP_SEARCH),
    think(STEP_SEARCH + " between ", STEP_PLAIN),
    think(STEP_SEARCH + "\n", STEP_PLAIN),
    "<think> between " + STEP_PLAIN + "</think><answer>x</answer>",
    "<think>" + STEP_PLAIN + " between </think><answer>x</answer>",
    "<think>" + STEP_PLAIN + "</think> between <answer>x</answer>",
    think("<step>inside<reasoning>R</reasoning><conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning>inside<conclusion>C</conclusion>inside</step>"),
    think("<step><reasoning>R</reasoning><search>q</search>in<context>D</context><conclusion>C</conclusion></step>"),
    think("<step><reasoning>a < b</reasoning><conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning>a < b > c<conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning>a > b<conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning><conclusion>C</conclusion><b></step>"),
    think("<step><reasoning>R</reasoning><search>q</search><search>r</search><context>D</context><conclusion>C</conclusion></step>"),
    think("<step><search>q</search><reasoning>R</reasoning><context>D</context><conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning><step><search>q</search><context>D</context><conclusion>C</conclusion></step></step>"),
    think("<step><reasoning>R</reasoning><conclusion>C</conclusion>"),
    think("<step><reasoning>R</reasoning><conclusion>C</conclusion></step></step>"),
    think("<step><reasoning>R</reasoning><context>D</context><conclusion>C</conclusion></step>"),
    think("<step><reasoning>R</reasoning><conclusion>C</conclusion></search></step>"),
    "<think></think><answer>x</answer>",
    "<think>" + STEP_PLAIN + "</think>",
    STEP_PLAIN + "<answer>x</answer>",
    think(STEP_PLAIN, answer=""),
    "<think>" + STEP_PLAIN + "</think><answer>x</answer><answer>y</answer>",
    "<think>" + STEP_PLAIN + "</think><answer>x</answer> </step></think><answer>y</answer>",
    "<think>" + STEP_PLAIN + "junk" + STEP_PLAIN + "</think><answer>x</answer>",
    "<think>\u2028" + STEP_PLAIN + "\x1c</think>\x85<answer>x</answer>\u3000",
    "<think>\ufeff" + STEP_PLAIN + "</think><answer>x</answer>",
    "",
    "<think>",
]

SEARCH_R1_RESPONSES = [
    "<think>t</think><answer>Paris</answer>",
    "<think>t</think><answer>Paris</answer><|im_end|>",
    "<think>t</think><answer>Paris</answer>\n<|im_end|>\n<|endoftext|>",
    "<think>t</think><search>q</search><information>Doc 1(Title: Paris) capital</information><think>u</think><answer>Paris</answer>",
    "<think>t</think><search>q</search>\n\n<information>Doc 1(Title: X) <answer>no</answer></information><think>u</think><answer>Paris</answer>",
    "<think>t</think><search>q</search><information>Doc 1 <think> x</information><think>u</think><answer>Paris</answer>",
    "<think>t</think><search>q</search><information>Doc 1 <think> x </think></information><think>u</think><answer>Paris</answer>",
    "<think>t</think><search>q</search><information>a <search>b</search> c</information><think>u</think><answer>Paris</answer>",
    "<think>t</think><search>q</search><information>x</information><answer>Paris</answer>",
    "<think>t</think> text <answer>Paris</answer>",
    "text <think>t</think><answer>Paris</answer>",
    "<think>t</think><answer>Paris</answer> after",
    "<think>t</think><search>q</search><information>x</information><think>u</think>",
    "<think>t</think><search>q</search><information>x</information>",
    "<think>t</think>",
    "",
    "   \n",
    "<think>t</think><answer>Rome</answer><think>u</think><answer>Paris</answer>",
    "<think>t</think><answer></answer>",
    "<think>t<think>u</think></think><answer>Paris</answer>",
    "<|im_start|>assistant\n<think>t</think><answer>Paris</answer>",
    "<think>t</think>\u2028<answer>Paris</answer>\x1c",
    "<think>t</think>\ufeff<answer>Paris</answer>",
    "<think>t</think><search>q</search><information>Doc 1(Title: \"The Eiffel Tower\") The tower is in Paris.\nDoc 2(Title: Rome) capital</information><think>u</think><answer>the Paris</answer>",
    "<think>t</think><search>q</search><information> 1 </information><think>u</think><answer>x</answer>",
]

ANSWER_CASES = [(p, g) for _, p, g in HAND_CASES if p is not None and g] + [
    ("Jack_the_Ripper", ["jack ripper"]),
    ("jack ripper", ["Jack_the_Ripper"]),
    ("the the the", ["the"]),
    ("A", ["a"]),
    ("the", ["a"]),
    ("", ["Paris"]),
    ("", [""]),
    ("O\u2019Brien", ["o brien"]),
    ("King George VI", ["George VI"]),
    ("Paris.", ["paris"]),
    ("Paris, France", ["paris france"]),
    ("U.S.A", ["u s a"]),
    ("an-apple", ["apple"]),
]


def fuzz(rng, atoms, count, length=7):
    return ["".join(rng.choice(atoms) for _ in range(rng.randint(0, length))) for _ in range(count)]


def quiet(function, *args, **kwargs):
    with contextlib.redirect_stdout(io.StringIO()):
        return function(*args, **kwargs)


def main():
    rng = random.Random(20261201)
    hiprag_atoms = ["<think>", "</think>", "<step>", "</step>", "<reasoning>", "</reasoning>", "<search>",
                    "</search>", "<context>", "</context>", "<conclusion>", "</conclusion>", "<answer>",
                    "</answer>", "x", " ", "\n", "<", ">", "<b>"]
    r1_atoms = ["<think>", "</think>", "<search>", "</search>", "<information>", "</information>", "<answer>",
                "</answer>", "x", " ", "\n", "<|im_end|>"]
    hiprag_texts = HIPRAG_FORMATS + fuzz(rng, hiprag_atoms, 400, 14)
    # Structured fuzz: mostly well-formed responses with one part dropped, doubled or spaced.
    parts = ["<think>", STEP_SEARCH, STEP_PLAIN, EMPTY_SEARCH, " ", "x", "</think>", "<answer>P</answer>"]
    hiprag_texts += ["".join(rng.choice(parts) for _ in range(rng.randint(2, 9))) for _ in range(300)]
    r1_texts = SEARCH_R1_RESPONSES + fuzz(rng, r1_atoms, 400, 12)

    formats = [{"text": t, "full": hiprag_reward.check_full_response_format(t),
                "optimized": hiprag_reward.check_full_response_format_optimized(t)} for t in hiprag_texts]
    sequences = [{"text": t, "valid": search_r1_qa_em_format.is_valid_sequence(PROMPT + t)[0]} for t in r1_texts]

    answer_cases = ANSWER_CASES + [(p, g) for p, g in zip(fuzz(rng, FUZZ_ATOMS, 300), [fuzz(rng, FUZZ_ATOMS, 2) for _ in range(300)])]
    answers = [{"prediction": p, "golds": g,
                "searchR1Normalized": search_r1_qa_em_format.normalize_answer(p),
                "emCheck": search_r1_qa_em_format.em_check(p, g),
                "hipragNormalized": hiprag_reward.normalize_string(p),
                "coverExactMatch": hiprag_reward.cover_exact_match(p, g)} for p, g in answer_cases]

    golds = [["Paris"], ["the Eiffel Tower"], ["1"], ["doc"], ["and"], [""], ["Rome", "London"], ["title"]]
    retrieval = [{"text": t, "golds": g, "correct": search_r1_qa_em_format.is_retrieval_correct(PROMPT + t, g)}
                 for t in SEARCH_R1_RESPONSES for g in golds]

    search_r1 = []
    params = [(0.2, 0.1, 0.0), (0.2, 0.1, 0.1), (0.3, 0.05, 0.2)]
    for text in SEARCH_R1_RESPONSES:
        for gold in (["Paris"], ["Rome"], ["the paris"]):
            gt = {"target": gold}
            case = {"text": text, "golds": gold, "em": quiet(search_r1_qa_em.compute_score_em, PROMPT + text, gt),
                    "format": []}
            for s, f, r in params:
                score = quiet(search_r1_qa_em_format.compute_score_em, PROMPT + text, gt,
                              structure_format_score=s, final_format_score=f, retrieval_score=r)
                case["format"].append({"structure_format_score": s, "final_format_score": f,
                                       "retrieval_score": r, "score": score})
            search_r1.append(case)

    hiprag = []
    texts = [think(STEP_SEARCH), think(STEP_PLAIN), think(STEP_PLAIN, STEP_PLAIN), think(STEP_SEARCH, STEP_PLAIN, STEP_PLAIN),
             think(STEP_SEARCH, STEP_SEARCH, STEP_PLAIN), think(EMPTY_SEARCH, STEP_PLAIN), think(STEP_SEARCH, STEP_SEARCH,
             STEP_SEARCH, STEP_PLAIN, STEP_PLAIN, STEP_PLAIN, STEP_PLAIN), think(STEP_SEARCH) + " trailing",
             think(STEP_PLAIN, answer="the Paris."), think(STEP_PLAIN, answer="Jack_the_Ripper"), "<think></think><answer>Paris</answer>",
             think(STEP_SEARCH + " x ", STEP_PLAIN)]
    for text in texts:
        blocks = hiprag_training_reward.get_steps_from_full_response(text)[0]
        for gold in (["Paris"], ["jack ripper"], ["Rome"]):
            for lambda_f in (0.2, 0.0, 0.5):
                for _ in range(3):
                    verdicts = [rng.random() < 0.4 for _ in blocks]
                    score = hiprag_training_reward.compute_score_em(HIPRAG_PROMPT + text, {"target": gold},
                                                                   verdicts, lambda_f)
                    hiprag.append({"text": text, "golds": gold, "verdicts": verdicts, "lambda_f": lambda_f,
                                   "blocks": len(blocks), "score": score})

    out = {"formats": formats, "sequences": sequences, "answers": answers, "retrieval": retrieval,
           "searchR1": search_r1, "hiprag": hiprag}
    with open(os.path.join(HERE, "reward-cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=True, indent=1)
        f.write("\n")
    print({k: len(v) for k, v in out.items()})


if __name__ == "__main__":
    main()
