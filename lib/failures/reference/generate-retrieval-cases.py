"""Runs FlashRAG's retrieval hit test (flashrag_retrieval_recall.py) on the real R1-Searcher
trajectories in test/fixtures/real and writes retrieval-cases.json, which
lib/failures/gold-in-documents.test.ts reads.

A trajectory's documents are the text between <|begin_of_documents|> and <|end_of_documents|>
(or the end of the text), one block per search, each block taken whole as FlashRAG takes a
document's contents. Two of trajscope's rules are applied here too, as the README says: no
documents or no gold that normalizes to something gives null (not applicable).

Run from the repo root:  python3 lib/failures/reference/generate-retrieval-cases.py
"""

import json
import pathlib
import re

from flashrag_retrieval_recall import normalize_answer, retrieval_hit

ROOT = pathlib.Path(__file__).resolve().parents[3]
FILES = ["r1-searcher-bamboogle-qwen.jsonl", "r1-searcher-hotpotqa-llama-40.jsonl"]
BLOCK = re.compile(r"<\|begin_of_documents\|>(.*?)(?:<\|end_of_documents\|>|$)", re.S)

cases = []
for name in FILES:
    for line, text in enumerate((ROOT / "test" / "fixtures" / "real" / name).read_text().splitlines(), 1):
        if not text.strip():
            continue
        record = json.loads(text)
        golds = record["answer"] if isinstance(record["answer"], list) else [record["answer"]]
        docs = BLOCK.findall(record["gen_text_store"])
        wanted = [g for g in golds if normalize_answer(g) != ""]
        hit = None if not docs or not wanted else bool(retrieval_hit(docs, wanted))
        cases.append({"file": name, "line": line, "golds": golds, "goldRetrieved": hit})

out = pathlib.Path(__file__).with_name("retrieval-cases.json")
out.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
print(f"{len(cases)} cases, {sum(c['goldRetrieved'] is True for c in cases)} retrieved, "
      f"{sum(c['goldRetrieved'] is False for c in cases)} missed → {out}")
