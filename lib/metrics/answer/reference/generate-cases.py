"""Writes answer-cases.json and unicode-sweep.json from the Python references.

Run from the repo root with Python 3.11 (Unicode 14.0.0, the database the tables were cut from):
    R1_SEARCHER_GIT=/path/to/R1-Searcher/.git python3 lib/metrics/answer/reference/generate-cases.py
Real answers come from test/fixtures/real and from R1-Searcher's own published eval results
(data/eval_results/*.jsonl, read from a git checkout of RUCAIBox/R1-Searcher at R1_SEARCHER_COMMIT).
"""

import hashlib
import json
import os
import random
import subprocess
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(__file__))
from answer_reference import NORMALIZERS, SCHEMES, score  # noqa: E402
from tricky_inputs import FUZZ_ATOMS, HAND_CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "..", "..", "test", "fixtures", "real")
R1_SEARCHER_GIT = os.environ.get("R1_SEARCHER_GIT", "/work/.mirror/RUCAIBox+R1-Searcher/repo")
R1_SEARCHER_COMMIT = "631167cbb3c2464f805730e3e364a690f5b136d4"
# Its published predictions (pred_ans) against gold (answer); the other eval files are empty there.
R1_SEARCHER_RESULTS = ("bamboogle_llama", "hotpotqa_qwen", "2wiki_qwen")


def read_jsonl(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def real_cases():
    cases = []
    for row in read_jsonl("r1-searcher-bamboogle-qwen.jsonl"):
        cases.append(("r1-searcher-bamboogle", row["pred_ans"], [row["answer"]]))
    for row in read_jsonl("hotpotqa-dev-500.jsonl"):
        # No predictions ship with this file: score the gold against a shouted, dotted copy of
        # itself (exercises upper→lower round trips) and against the question (partial overlap).
        cases.append(("hotpotqa-upper", "The " + row["answer"].upper() + ".", [row["answer"]]))
        cases.append(("hotpotqa-question", row["question"], [row["answer"]]))
    for row in read_jsonl("flashrag-nq-test.jsonl"):
        cases.append(("flashrag-nq", row["question"], row["golden_answers"]))
    for name in R1_SEARCHER_RESULTS:
        path = f"{R1_SEARCHER_COMMIT}:data/eval_results/{name}.jsonl"
        text = subprocess.run(["git", "-C", R1_SEARCHER_GIT, "show", path], check=True,
                              capture_output=True, encoding="utf-8").stdout
        for line in text.splitlines():
            if line.strip():
                row = json.loads(line)
                golds = row["answer"] if isinstance(row["answer"], list) else [row["answer"]]
                cases.append(("r1-searcher-" + name, row["pred_ans"], golds))
    return cases


def fuzz_cases(count, seed=20240611):
    rng = random.Random(seed)

    def text():
        return "".join(rng.choice(FUZZ_ATOMS) for _ in range(rng.randint(0, 7)))

    return [("fuzz", text(), [text() for _ in range(rng.randint(1, 3))]) for _ in range(count)]


def build_cases():
    out = []
    for group, pred, golds in HAND_CASES + real_cases() + fuzz_cases(600):
        case = {"group": group, "prediction": pred, "golds": golds, "expected": {}}
        for scheme in SCHEMES:
            case["expected"][scheme] = score(pred, golds, scheme)
        out.append(case)
    return out


def probe(cp):
    # Each code point next to articles, a word, Σ (Python's Final_Sigma scan skips
    # case-ignorable and checks cased characters on both sides) and on its own; "\n" keeps the
    # probes apart without being cased, case-ignorable, a word character or punctuation.
    c = chr(cp)
    return "\n".join([c + "Σ", "A" + c + "Σ", "AΣ" + c, "AΣ" + c + "B", "the" + c + "an",
                      c + "a" + c, "x" + c + "y", "THE" + c])


def sweep(chunk=4096):
    # Planes 0-3 and 14 hold every code point assigned up to Unicode 17; planes 4-13 are
    # unassigned and 15-16 private use, where Python does nothing and the tables have no entries.
    chunks = []
    for start in [*range(0, 0x40000, chunk), *range(0xE0000, 0xF0000, chunk)]:
        cps = [cp for cp in range(start, start + chunk) if not 0xD800 <= cp <= 0xDFFF]
        raw = "".join(chr(cp) for cp in cps)
        probes = "\n".join(probe(cp) for cp in cps)
        entry = {"start": start, "end": start + chunk - 1,
                 "lower": hashlib.sha256(raw.lower().encode()).hexdigest()[:16]}
        for scheme in NORMALIZERS:
            entry[scheme] = hashlib.sha256(NORMALIZERS[scheme](probes).encode()).hexdigest()[:16]
        chunks.append(entry)
    return chunks


def write(name, meta, key, rows):
    # One row a line keeps diffs reviewable; ensure_ascii keeps lone surrogates representable
    # (UTF-8 cannot carry them).
    with open(os.path.join(HERE, name), "w", encoding="ascii") as f:
        head = json.dumps(meta, ensure_ascii=True)[:-1]
        f.write(head + ', "' + key + '": [\n')
        f.write(",\n".join(json.dumps(row, ensure_ascii=True) for row in rows))
        f.write("\n]}\n")


if __name__ == "__main__":
    meta = {"python": sys.version.split()[0], "unicode": unicodedata.unidata_version}
    write("answer-cases.json", meta, "cases", build_cases())
    write("unicode-sweep.json", meta, "chunks", sweep())
