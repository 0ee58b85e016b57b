"""Python reference answer metrics that lib/metrics/answer must reproduce exactly.

Re-implemented from the public sources cited at each function (same operations, same order);
run by generate-cases.py only, never at run time. Snake_case name because Python imports it.
"""

import re
import string
from collections import Counter

_ARTICLES = re.compile(r"\b(a|an|the)\b")
# keemminnke/PRO-Step src/prmrag/utils/answer_utils.py remove_titles (alternation order kept).
_TITLES = re.compile(
    r"\b(sir|mr|mrs|ms|dr|prof|professor|president|ceo|cfo|cto|coo|chairman|chairwoman|director"
    r"|mayor|governor|senator|congressman|congresswoman|king|queen|prince|princess|duke|duchess"
    r"|lord|lady|captain|general|colonel|admiral)\b"
)
_YES_NO = ("yes", "no", "noanswer")
# PRO-Step's exclude set is string.punctuation + "".join(["'", "'", "´", "`"]): the two quotes
# are ASCII in the stored source (not ‘ ’), so curly quotes survive; only ´ (U+00B4) is added.
_PROSTEP_EXCLUDE = set(string.punctuation + "".join(["'", "'", "\u00b4", "`"]))


def normalize_flashrag(s):
    # RUC-NLPIR/FlashRAG flashrag/evaluator/utils.py normalize_answer:
    # white_space_fix(remove_articles(remove_punc(lower(s)))), punctuation deleted.
    text = s.lower()
    exclude = set(string.punctuation)
    text = "".join(ch for ch in text if ch not in exclude)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def normalize_hiprag(s):
    # HiPRAG's scoring code is not published in the index; per trajscope docs/formats.md it is
    # FlashRAG's pipeline except that each punctuation character becomes a space.
    text = s.lower()
    exclude = set(string.punctuation)
    text = "".join(" " if ch in exclude else ch for ch in text)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def bool_mapping(s):
    # PRO-Step answer_utils.py bool_mapping: only the exact strings "True"/"False".
    return "yes" if s == "True" else "no" if s == "False" else s


def normalize_prostep(s):
    # PRO-Step answer_utils.py normalize_answer:
    # white_space_fix(remove_articles(remove_titles(remove_punc(lower(replace_underscore(s))))))
    text = s.replace("_", " ").lower()
    text = "".join(" " if ch in _PROSTEP_EXCLUDE else ch for ch in text)
    text = _TITLES.sub(" ", text)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


NORMALIZERS = {
    "flashrag": normalize_flashrag,
    "hiprag": normalize_hiprag,
    "prostep": lambda s: normalize_prostep(bool_mapping(s)),
}


def _f1_one(pred_norm, gold_norm):
    # FlashRAG metrics.py F1_Score.token_level_scores (== PRO-Step f1_score): the yes/no/noanswer
    # guard on either side, Counter overlap, then precision/recall/F1 in this operation order.
    if pred_norm in _YES_NO and pred_norm != gold_norm:
        return 0.0
    if gold_norm in _YES_NO and pred_norm != gold_norm:
        return 0.0
    pred_tokens, gold_tokens = pred_norm.split(), gold_norm.split()
    num_same = sum((Counter(pred_tokens) & Counter(gold_tokens)).values())
    if num_same == 0:
        return 0.0
    precision = 1.0 * num_same / len(pred_tokens)
    recall = 1.0 * num_same / len(gold_tokens)
    return (2 * precision * recall) / (precision + recall)


def _prostep_cover(pred_norm, gold_norm):
    # PRO-Step answer_utils.py cover_exact_match_score_1: yes/no golds must be the first
    # prediction token; otherwise every gold token must occur among the prediction tokens.
    pre_list, ground_list = pred_norm.split(), gold_norm.split()
    if gold_norm in _YES_NO:
        return bool(pre_list) and pre_list[0] == gold_norm
    return all(g in pre_list for g in ground_list)


def score_raw(pred, golds, scheme):
    """The references' own values. EM = any equal (FlashRAG ExactMatch / PRO-Step max),
    acc = any gold substring (FlashRAG Sub_ExactMatch), f1 = max over golds, coverEm =
    substring (Search-R1 cover_em_check) except PRO-Step's token cover."""
    norm = NORMALIZERS[scheme]
    p = norm(pred)
    gs = [norm(g) for g in golds]
    em = any(g == p for g in gs)
    acc = any(g in p for g in gs)
    f1 = max([_f1_one(p, g) for g in gs], default=0.0)
    cover = any(_prostep_cover(p, g) for g in gs) if scheme == "prostep" else acc
    return {"em": int(em), "acc": int(acc), "f1": float(f1), "coverEm": int(cover)}


def score(pred, golds, scheme):
    """trajscope's policy on top of the references: a missing prediction, or one that
    normalizes to nothing, scores 0 (the references would match a gold that also normalizes
    to nothing); an empty gold list scores 0 (PRO-Step's max() would raise)."""
    if pred is None or not golds or NORMALIZERS[scheme](pred) == "":
        return {"em": 0, "acc": 0, "f1": 0.0, "coverEm": 0}
    return score_raw(pred, golds, scheme)
