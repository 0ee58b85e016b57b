# Vendored from RUC-NLPIR/FlashRAG at 084402876042bbc40e09dd73501336b8ae6f46e6:
#   flashrag/evaluator/metrics.py Retrieval_Recall.calculate_metric — the per-question hit test,
#   verbatim but for `self`, the top-k cut and the warning (trajscope looks at every document
#   retrieved); normalize_answer is FlashRAG's own (lib/metrics/answer/reference/flashrag_metrics.py).
#
# MIT License
#
# Copyright (c) 2024 Jiajie Jin
#
# Permission is hereby granted, free of charge, to any person obtaining a copy
# of this software and associated documentation files (the "Software"), to deal
# in the Software without restriction, including without limitation the rights
# to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
# copies of the Software, and to permit persons to whom the Software is
# furnished to do so, subject to the following conditions:
#
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
#
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
# FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
# AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
# LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
# OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
# SOFTWARE.

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "metrics" / "answer" / "reference"))
from flashrag_metrics import normalize_answer  # noqa: E402


def retrieval_hit(doc_list, golden_answers):
    hit_list = []
    for doc in doc_list:
        for golden_answer in golden_answers:
            if normalize_answer(golden_answer) in normalize_answer(doc):
                hit_list.append(True)
                break
        else:
            hit_list.append(False)
    score = 1 if any(hit_list) else 0
    return score
