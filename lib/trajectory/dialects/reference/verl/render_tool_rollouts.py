"""What verl writes to trainer.rollout_data_dir for a search-tool agent rollout, reproduced step by step.

Sources, volcengine/verl at b178a3cd56f58b2d502255daba591e92833930a7 (Apache-2.0, see README.md):
- verl/experimental/agent_loop/tool_agent_loop.py: the model's turn (its tokens up to and including the EOS
  <|im_end|>) is appended to the response; each tool result becomes a {"role": "tool"} message rendered with
  apply_chat_template(add_generation_prompt=True, remove_system_prompt=True) and appended too.
- verl/utils/chat_template.py initialize_system_prompt: the system prompt removed is what the template puts
  before a lone user turn (rendered twice and diffed, as there).
- verl/tools/utils/search_r1_like_utils.py _passages2string and perform_single_search_batch: copied below.
- verl/trainer/ppo/ray_trainer.py _log_rollout_data: batch_decode(..., skip_special_tokens=True).
- The chat template is verl's own Qwen tool template (tests/experimental/agent_loop/, copied here), rendered
  with jinja2 as transformers does (trim_blocks, lstrip_blocks, tojson with ensure_ascii=False).

transformers is not installed here, so decoding is reproduced rather than run: Qwen2.5's tokenizer is
byte-level BPE (decode(encode(s)) == s) and skip_special_tokens drops exactly the special tokens, which
are atomic, so the decoded text is the rendered text with every special-token literal removed.
`<tool_call>`, `</tool_call>`, `<think>` are plain added tokens ("special": false) and stay.

Run: python3 render_tool_rollouts.py > verl-tool-rollouts.json
"""

import json
import pathlib

from jinja2.sandbox import ImmutableSandboxedEnvironment

HERE = pathlib.Path(__file__).parent

# Qwen2.5's additional_special_tokens plus eos/pad (tokenizer_config.json): what skip_special_tokens drops.
SPECIAL_TOKENS = [
    "<|im_start|>", "<|im_end|>", "<|endoftext|>", "<|object_ref_start|>", "<|object_ref_end|>",
    "<|box_start|>", "<|box_end|>", "<|quad_start|>", "<|quad_end|>", "<|vision_start|>", "<|vision_end|>",
    "<|vision_pad|>", "<|image_pad|>", "<|video_pad|>",
]

SEARCH_TOOL_SCHEMA = {  # examples/sglang_multiturn/config/tool_config/search_tool_config.yaml
    "type": "function",
    "function": {
        "name": "search",
        "description": "Searches the web for relevant information based on the given query.",
        "parameters": {
            "type": "object",
            "properties": {"query_list": {"type": "array", "item": {"type": "string"}, "description": "A list of fully-formed semantic queries. The tool will return search results for each query."}},
            "required": ["query_list"],
        },
    },
}

SYSTEM = "You are a helpful and harmless assistant."  # examples/data_preprocess/preprocess_search_r1_dataset.py
USER_PREFIX = (
    "Answer the given question. You must conduct reasoning inside <think> and </think> "
    "first every time you get new information. After reasoning, if you find you lack "
    "some knowledge, you can call a search engine by <tool_call> query </tool_call> "
    "and it will return the top searched results between <tool_response> and "
    "</tool_response>. You can search as many times as your want. If you find no "
    "further external knowledge needed, you can directly provide the answer inside "
    "<answer> and </answer>, without detailed illustrations. For example, "
    "<answer> Beijing </answer>. Question: "
)

env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
env.filters["tojson"] = lambda value, indent=None: json.dumps(value, ensure_ascii=False, indent=indent)
TEMPLATE = env.from_string((HERE / "qwen_vl_tool_chat_template.jinja2").read_text())


def render(messages, tools=None, add_generation_prompt=False):
    return TEMPLATE.render(messages=messages, tools=tools, add_generation_prompt=add_generation_prompt)


def system_prompt():
    one = render([{"role": "user", "content": ""}])
    two = render([{"role": "user", "content": ""}] * 2)
    return one[: -(len(two) - len(one))]


def decode_skip_special(text):
    for token in SPECIAL_TOKENS:
        text = text.replace(token, "")
    return text


def _passages2string(retrieval_result):  # verbatim from search_r1_like_utils.py
    format_reference = ""
    for idx, doc_item in enumerate(retrieval_result):
        content = doc_item["document"]["contents"]
        title = content.split("\n")[0]
        text = "\n".join(content.split("\n")[1:])
        format_reference += f"Doc {idx + 1} (Title: {title})\n{text}\n\n"
    return format_reference.strip()


def search_result_text(results_per_query):  # perform_single_search_batch, success branch
    pretty_results = [_passages2string(retrieval) for retrieval in results_per_query]
    return json.dumps({"result": "\n---\n".join(pretty_results)}, ensure_ascii=False)


def rollout(question, turns):
    """turns: [{"think", "queries", "results": [[(title, text), ...] per query]} ..., {"think", "answer"}]."""
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": USER_PREFIX + question}]
    prompt = render(messages, tools=[SEARCH_TOOL_SCHEMA], add_generation_prompt=True)
    response = ""
    expected = []
    for turn in turns:
        if "answer" in turn:
            response += f"<think>{turn['think']}</think>\n<answer>{turn['answer']}</answer><|im_end|>"
            expected.append({"kind": "answer", "reasoning": turn["think"], "answer": turn["answer"]})
            continue
        call = json.dumps({"name": "search", "arguments": {"query_list": turn["queries"]}}, ensure_ascii=False)
        response += f"<think>{turn['think']}</think>\n<tool_call>\n{call}\n</tool_call><|im_end|>"
        results = [[{"document": {"contents": f"{title}\n{text}"}} for title, text in docs] for docs in turn["results"]]
        tool_message = {"role": "tool", "content": search_result_text(results)}
        response += render([tool_message], add_generation_prompt=True)[len(system_prompt()) :]
        expected.append({
            "kind": "search",
            "reasoning": turn["think"],
            "query": "\n".join(turn["queries"]),
            "titles": [title for docs in turn["results"] for title, _ in docs],
        })
    return {
        "question": question,
        # Exactly the two strings _dump_generations writes as "input" and "output".
        "input": decode_skip_special(prompt),
        "output": decode_skip_special(response),
        "expected_steps": expected,
    }


CASES = [
    rollout(
        "who wrote the song hallelujah?",
        [
            {
                "think": "I need to find who wrote Hallelujah.",
                "queries": ["Hallelujah song writer"],
                "results": [[("Hallelujah (Leonard Cohen song)", "\"Hallelujah\" is a song written by Leonard Cohen."), ("Leonard Cohen", "Leonard Norman Cohen was a Canadian singer-songwriter.")]],
            },
            {"think": "The documents say Leonard Cohen wrote it.", "answer": "Leonard Cohen"},
        ],
    ),
    rollout(
        "which is older, the eiffel tower or the statue of liberty?",
        [
            {
                "think": "I need both completion dates.",
                "queries": ["Eiffel Tower completed", "Statue of Liberty dedicated"],
                "results": [[("Eiffel Tower", "It was completed in 1889.")], [("Statue of Liberty", "It was dedicated on October 28, 1886.")]],
            },
            {
                "think": "Let me confirm the Statue of Liberty date.",
                "queries": ["Statue of Liberty dedication year"],
                "results": [[("Statue of Liberty", "Dedicated in 1886 in New York Harbor.")]],
            },
            {"think": "1886 is before 1889.", "answer": "the statue of liberty"},
        ],
    ),
]

if __name__ == "__main__":
    print(json.dumps(CASES, ensure_ascii=False, indent=2))
