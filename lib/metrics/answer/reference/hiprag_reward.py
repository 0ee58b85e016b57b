# Vendored from qualidea1217/HiPRAG at 3e64036521a02128fc5eebda8c65fe1ea5326ef5, reward.py:
#   normalize_string, cover_exact_match (verbatim).
#
# Copyright the HiPRAG authors. Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License. You may obtain a copy of the
# License at http://www.apache.org/licenses/LICENSE-2.0
# Unless required by applicable law or agreed to in writing, software distributed under the
# License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND,
# either express or implied. See the License for the specific language governing permissions
# and limitations under the License.

import re
import string


def normalize_string(str: str) -> str:
    """Normalize answer by removing articles, punctuation, extra spaces, and lowercasing."""
    # Remove articles, punctuation, lowercase, and fix whitespace in one pass
    str = re.sub(r'\b(a|an|the)\b', ' ', str.lower())
    str = ''.join(c if c not in string.punctuation else ' ' for c in str)
    return ' '.join(str.split())


def cover_exact_match(pred: str, gold: str) -> bool:
    """Check if any golden answer is a substring of the prediction."""
    if not pred:
        return False
    if isinstance(gold, str):
        gold = [gold]
    norm_pred = normalize_string(pred)
    return any(normalize_string(ans) in norm_pred for ans in gold)
