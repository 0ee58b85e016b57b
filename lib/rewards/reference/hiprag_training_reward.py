# From qualidea1217/HiPRAG @ 3e64036521a02128fc5eebda8c65fe1ea5326ef5 verl/utils/reward_score/qa_em_format.py
# (Apache License 2.0, see LICENSE-APACHE-2.0 in this folder). extract_solution and
# get_steps_from_full_response are verbatim.
# compute_score_em is the training reward with its LLM judges replaced by given verdicts: `verdicts[i]`
# is True when step i was judged over-searched (a search step) or under-searched (any other step),
# as test_oversearch_direct_async / test_undersearch_async would answer. Every other line is the source's.
import re

from hiprag_reward import cover_exact_match, search_r1_format


def extract_solution(solution_str):
    """Extract the equation from the solution string."""

    answer_pattern = r'<answer>(.*?)</answer>'
    match = re.finditer(answer_pattern, solution_str, re.DOTALL)
    matches = list(match)
    
    # If there are 0 or exactly 1 matches, return None
    if len(matches) <= 1:
        return None
    
    # If there are 2 or more matches, return the last one
    return matches[-1].group(1).strip()


def get_steps_from_full_response(full_response: str) -> tuple[list[str], list[int]]:
    """
    Get the step content and start index of each step from the full response.
    """
    step_content_list, step_start_list = [], []
    think_start = full_response.rfind("<think>")
    think_end = full_response.find("</think>", think_start)
    step_start = think_start
    while step_start < think_end:
        # Find next step
        step_start = full_response.find('<step>', step_start)
        if step_start == -1:
            break
        step_end = full_response.find('</step>', step_start)
        if step_end == -1:
            break
        # Extract step content (excluding <step> and </step> tags)
        step_content = full_response[step_start + 6:step_end]
        step_content_list.append(step_content)
        step_start_list.append(step_start)
        step_start = step_end + 7  # Move past '</step>'
    return step_content_list, step_start_list


def compute_score_em(solution_str, ground_truth, verdicts, structure_format_score=0.2):
    answer = extract_solution(solution_str=solution_str)
    if structure_format_score == 0:  # only for testing and validation
        final_reward = 1 if cover_exact_match(answer, ground_truth['target']) else 0
    else:
        final_reward = search_r1_format(solution_str, ground_truth['target'], lambda_f=structure_format_score)

    if final_reward == 1 and structure_format_score != 0:
        correct_count = 0
        step_content_list, _ = get_steps_from_full_response(solution_str)
        total_count = 0
        for step_content, verdict in zip(step_content_list, verdicts):
            if "<search>" in step_content:
                total_count += 1
                is_oversearched = verdict
                if not is_oversearched:
                    correct_count += 1
            else:
                is_undersearched = verdict
                if not is_undersearched:
                    correct_count += 1

        if step_content_list:
            final_reward += (0.4 * correct_count / total_count) if total_count > 0 else 0.4
    return final_reward
