"""Writes search-rates.json: HiPRAG's analysis.py get_scores run on a results file built here.

Run from the repo root with Python 3.11:  python3 lib/metrics/process/reference/generate-search-rates.py
The rows pair real HotpotQA golds (test/fixtures/real/hotpotqa-dev-500.jsonl) with predictions and
HiPRAG step verdicts drawn by a seeded generator; get_scores' printed lines are kept verbatim.
"""

import contextlib
import io
import json
import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from hiprag_analysis import get_scores  # noqa: E402

FIXTURE = os.path.join(HERE, "..", "..", "..", "..", "test", "fixtures", "real", "hotpotqa-dev-500.jsonl")
VERDICTS = ["search", "oversearch", "non-search", "undersearch"]
# What HiPRAG stores for a trajectory whose format check fails (analysis.py over_under_search_eval_*).
INVALID = "Invalid response format, unable to evaluate"


def rows(seed=20251010):
    rng = random.Random(seed)
    golds = [json.loads(line)["answer"] for line in open(FIXTURE, encoding="utf-8") if line.strip()]
    out = []
    for i, gold in enumerate(golds[:240]):
        source = ["hotpotqa", "nq", "2wikimultihopqa", "bamboogle"][i % 4]
        pred = rng.choice([gold, "The " + gold + ".", gold.upper(), rng.choice(golds), ""])
        result = f"<think>...</think><answer>{pred}</answer>" if rng.random() > 0.05 else "<think>no answer</think>"
        if source == "bamboogle":
            # Only non-search steps: HiPRAG prints an over-search rate of 0 for no search at all.
            steps = [rng.choice(["non-search", "undersearch"]) for _ in range(rng.randint(0, 3))]
        else:
            steps = [rng.choice(VERDICTS) for _ in range(rng.randint(0, 5))]
        step_eval = INVALID if rng.random() < 0.05 else steps
        row = {"data_source": source, "result": result, "golden_answers": [gold]}
        if rng.random() > 0.05:
            row["step_eval_results"] = step_eval
        out.append(row)
    return out


if __name__ == "__main__":
    data = rows()
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as f:
        f.write("\n".join(json.dumps(row) for row in data) + "\n")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        get_scores(f.name)
    os.unlink(f.name)
    lines = printed.getvalue().splitlines()[1:]  # drop "Loaded N rows from: <temp path>"
    with open(os.path.join(HERE, "search-rates.json"), "w", encoding="utf-8") as out:
        json.dump({"printed": lines, "rows": data}, out, ensure_ascii=False, indent=0)
        out.write("\n")
