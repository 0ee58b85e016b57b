# Vendored from qualidea1217/HiPRAG at 3e64036521a02128fc5eebda8c65fe1ea5326ef5:
#   analysis.py get_scores (verbatim); utils.py load_jsonl, extract_str_between (verbatim).
# cover_exact_match comes from reward.py, vendored in lib/metrics/answer/reference/hiprag_reward.py.
#
# Copyright the HiPRAG authors. Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License. You may obtain a copy of the
# License at http://www.apache.org/licenses/LICENSE-2.0
# Unless required by applicable law or agreed to in writing, software distributed under the
# License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND,
# either express or implied. See the License for the specific language governing permissions
# and limitations under the License.

import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "answer", "reference"))
from hiprag_reward import cover_exact_match  # noqa: E402


def load_jsonl(data_dir: str) -> list[dict]:
    with open(data_dir, encoding="utf-8") as data_file:
        data_list = data_file.readlines()
    return [json.loads(line) for line in data_list]


def extract_str_between(text: str, str_before: str, str_after: str):
    pattern = f"{re.escape(str_before)}(.*?){re.escape(str_after)}"
    matches = re.findall(pattern, text, flags=re.DOTALL)
    return matches


def get_scores(result_file_path: str):
    data_list = load_jsonl(result_file_path)
    print(f"Loaded {len(data_list)} rows from: {result_file_path}")
    data_source_list = sorted(list(set([data["data_source"] for data in data_list])))
    total_correct_count = 0
    total_search_count, total_non_search_count, total_over_search_count, total_under_search_count = 0, 0, 0, 0
    for data_source in data_source_list:
        data_list_source = [data for data in data_list if data["data_source"] == data_source]
        correct_count = 0
        search_count, non_search_count, over_search_count, under_search_count = 0, 0, 0, 0
        for data in data_list_source:
            pred_answer = extract_str_between(data["result"], "<answer>", "</answer>")
            if pred_answer:
                is_correct = cover_exact_match(pred_answer[-1], data["golden_answers"])
                if is_correct:
                    correct_count += 1
            step_eval_results = data.get("step_eval_results", [])
            if step_eval_results:
                for step_eval_result in step_eval_results:
                    if step_eval_result == "search":
                        search_count += 1
                    elif step_eval_result == "non-search":
                        non_search_count += 1
                    elif step_eval_result == "oversearch":
                        over_search_count += 1
                    elif step_eval_result == "undersearch":
                        under_search_count += 1
        over_search_rate = over_search_count / (search_count + over_search_count) if search_count + over_search_count > 0 else 0
        under_search_rate = under_search_count / (non_search_count + under_search_count) if non_search_count + under_search_count > 0 else 0
        print(f"{data_source}: {round(correct_count / len(data_list_source), 3)}, over_search_rate: {round(over_search_rate, 3)}, under_search_rate: {round(under_search_rate, 3)}")
        total_correct_count += correct_count
        total_search_count += search_count
        total_non_search_count += non_search_count
        total_over_search_count += over_search_count
        total_under_search_count += under_search_count
    print(f"Total: {round(total_correct_count / len(data_list), 3)}, over_search_rate: {round(total_over_search_count / (total_search_count + total_over_search_count) if total_search_count + total_over_search_count > 0 else 0, 3)}, under_search_rate: {round(total_under_search_count / (total_non_search_count + total_under_search_count) if total_non_search_count + total_under_search_count > 0 else 0, 3)}")


