"""The answer metrics of each scheme, as the reference code computes them.

FlashRAG, HiPRAG and R1-Searcher are RUN from their vendored source (flashrag_metrics.py,
hiprag_reward.py, r1_searcher_metric_calc_rule.py). PRO-Step's source could not be fetched
here, so its functions are re-implemented step for step from keemminnke/PRO-Step
src/prmrag/utils/answer_utils.py. Run by generate-cases.py only, never at run time.
"""

import contextlib
import re
import string
from collections import Counter

import flashrag_metrics as flashrag
import hiprag_reward as hiprag
import r1_searcher_metric_calc_rule as r1

_ARTICLES = re.compile(r"\b(a|an|the)\b")
# keemminnke/PRO-Step src/prmrag/utils/answer_utils.py remove_titles (alternation order kept).
_TITLES = re.compile(
    r"\b(sir|mr|mrs|ms|dr|prof|professor|president|ceo|cfo|cto|coo|chairman|chairwoman|director"
    r"|mayor|governor|senator|congressman|congresswoman|king|queen|prince|princess|duke|duchess"
    r"|lord|lady|captain|general|colonel|admiral)\b"
)
_YES_NO = ("yes", "no", "noanswer")
# PRO-Step's exclude set is string.punctuation + "".join(["'", "'", "´", "`"]): the two quotes
# are ASCII in its source (not ‘ ’ as in R1-Searcher's), so only ´ (U+00B4) is added.
_PROSTEP_EXCLUDE = set(string.punctuation + "".join(["'", "'", "\u00b4", "`"]))


def normalize_prostep(s):
    # PRO-Step answer_utils.py bool_mapping, then normalize_answer:
    # white_space_fix(remove_articles(remove_titles(remove_punc(lower(replace_underscore(s))))))
    s = "yes" if s == "True" else "no" if s == "False" else s
    text = s.replace("_", " ").lower()
    text = "".join(" " if ch in _PROSTEP_EXCLUDE else ch for ch in text)
    text = _TITLES.sub(" ", text)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def _prostep_f1(p, g):
    # PRO-Step f1_score (the same body as R1-Searcher's) on normalized text.
    if p in _YES_NO and p != g or g in _YES_NO and p != g:
        return 0.0
    pt, gt = p.split(), g.split()
    same = sum((Counter(pt) & Counter(gt)).values())
    if same == 0:
        return 0.0
    precision, recall = 1.0 * same / len(pt), 1.0 * same / len(gt)
    return (2 * precision * recall) / (precision + recall)


def _prostep_cover(p, g):
    # PRO-Step cover_exact_match_score_1: a yes/no gold must be the first prediction token;
    # otherwise every gold token must occur among the prediction tokens.
    pre, ground = p.split(), g.split()
    if g in _YES_NO:
        return bool(pre) and pre[0] == g
    return all(t in pre for t in ground)


@contextlib.contextmanager
def _flashrag_with(normalizer):
    # HiPRAG's code defines cover-EM only; its EM/acc/F1 are FlashRAG's functions, run with
    # HiPRAG's normalize_string swapped in for FlashRAG's normalize_answer.
    saved = flashrag.normalize_answer
    flashrag.normalize_answer = normalizer
    try:
        yield
    finally:
        flashrag.normalize_answer = saved


def _flashrag(pred, golds):
    return {
        "em": int(flashrag.calculate_em(pred, golds)),
        "acc": int(flashrag.calculate_sub_em(pred, golds)),
        "f1": float(flashrag.token_level_scores(pred, golds)["f1"]),
        "coverEm": int(flashrag.calculate_sub_em(pred, golds)),
        "normalized": flashrag.normalize_answer(pred),
    }


def _hiprag(pred, golds):
    with _flashrag_with(hiprag.normalize_string):
        out = _flashrag(pred, golds)
    out["coverEm"] = int(hiprag.cover_exact_match(pred, golds))
    return out


def _r1_searcher(pred, golds):
    # update_answer(): em, f1 and cover_em_1 as it reports them; acc = cover_em_2 (a normalized
    # gold inside the normalized prediction, FlashRAG's acc under this normalization).
    f1, _prec, _recall = r1.metric_max_over_ground_truths(r1.f1_score, pred, golds)
    return {
        "em": int(r1.metric_max_over_ground_truths(r1.exact_match_score, pred, golds)),
        "acc": int(r1.metric_max_over_ground_truths(r1.cover_exact_match_score_2, pred, golds)),
        "f1": float(f1),
        "coverEm": int(r1.metric_max_over_ground_truths(r1.cover_exact_match_score_1, pred, golds)),
        "normalized": r1.normalize_answer(r1.bool_mapping(pred)),
    }


def _prostep(pred, golds):
    p, gs = normalize_prostep(pred), [normalize_prostep(g) for g in golds]
    return {
        "em": int(max(g == p for g in gs)),
        "acc": int(any(g in p for g in gs)),
        "f1": float(max(_prostep_f1(p, g) for g in gs)),
        "coverEm": int(max(_prostep_cover(p, g) for g in gs)),
        "normalized": p,
    }


def _flashrag_strict(pred, golds):
    # trajscope's opt-in stricter FlashRAG: a gold that normalizes to "" is left out and a
    # prediction that normalizes to "" scores 0. FlashRAG itself gives EM = acc = 1 to "the" vs
    # "a" ("" == ""), and acc = 1 to any prediction against a gold such as "the" ("" in "Paris").
    kept = [g for g in golds if flashrag.normalize_answer(g) != ""]
    out = _flashrag(pred, kept)
    if out["normalized"] == "" or not kept:
        out.update(em=0, acc=0, f1=0.0, coverEm=0)
    return out


SCHEMES = {
    "flashrag": _flashrag,
    "flashrag-strict": _flashrag_strict,
    "hiprag": _hiprag,
    "r1-searcher": _r1_searcher,
    "prostep": _prostep,
}

NORMALIZERS = {
    "flashrag": flashrag.normalize_answer,
    "hiprag": hiprag.normalize_string,
    "r1-searcher": lambda s: r1.normalize_answer(r1.bool_mapping(s)),
    "prostep": normalize_prostep,
}


def score(pred, golds, scheme):
    """The reference's values. Where the reference cannot answer — no prediction (every
    normalizer calls .lower() on it) or no gold (R1-Searcher's and PRO-Step's max() raise) —
    trajscope scores 0; FlashRAG and HiPRAG already give 0 for no gold."""
    if pred is None or not golds:
        out = {"em": 0, "acc": 0, "f1": 0.0, "coverEm": 0}
        if pred is not None:
            out["normalized"] = SCHEMES[scheme](pred, ["x"])["normalized"]
        return out
    return SCHEMES[scheme](pred, golds)
