"""What FlashRAG's ReasoningPipeline saves as intermediate_data.json, reproduced with its own code.

Copied from RUC-NLPIR/FlashRAG at 1ee524901aa3daf009f97b7a31e7a1b58eee8206 (MIT, see README.md):
ReasoningPipeline.user_prompt / system_prompt, _retrieved_docs_to_string and the body of run()
(flashrag/pipeline/reasoning_pipeline.py), extract_between (flashrag/utils/utils.py), the non-chat branch
of PromptTemplate.get_string (flashrag/prompt/base_prompt.py), Item.to_dict and Dataset.save
(flashrag/dataset/dataset.py). FlashRAG itself needs torch and a model, so its generator and retriever
are replaced by scripted ones that return what a model and a retriever would: step outputs ending in a
stop string (FlashRAG keeps it: the loop tests `step_output.endswith(end_of_query_token)`) and documents
as FlashRAG's retrievers return them, `{"id", "contents": "Title\\ntext"}`. Evaluation is left out.

Run: python3 render_reasoning_output.py  (writes intermediate_data.json and expected.json here)
"""

import copy
import json
import pathlib
import re

HERE = pathlib.Path(__file__).parent

USER_PROMPT = (
    "The User asks a question, and the Assistant solves it.\n"
    "The Assistant first thinks about the reasoning process in the mind and then provides the User with the final answer.\n"
    "The output format of reasoning process and final answer are enclosed within <think> </think> and <answer> </answer> tags, "
    "respectively, i.e., \"<think> reasoning process here </think>\\n\\n<answer> final answer here </answer>\".\n"
    "During the thinking process, the Assistant can perform searching for uncertain knowledge if necessary with the format of "
    "\"<|begin_of_query|> search query (only keywords) here <|end_of_query|>\". **A query must involve only a single triple**.\n"
    "Then, the system will provide the Assistant with helpful information with the format of "
    "\"<|begin_of_documents|> ...search results... <|end_of_documents|>\".\n\n"
    "User:{question}\n"
    "Assistant: <think>"
)
SYSTEM_PROMPT = ""
BEGIN_Q, END_Q = "<|begin_of_query|>", "<|end_of_query|>"
BEGIN_D, END_D = "<|begin_of_documents|>", "<|end_of_documents|>"
BEGIN_A, END_A = "<answer>", "</answer>"
MAX_RETRIEVAL_NUM = 5


def extract_between(text, start_tag, end_tag):
    pattern = re.escape(start_tag) + r"(.*?)" + re.escape(end_tag)
    matches = re.findall(pattern, text, flags=re.DOTALL)
    if matches:
        return matches[-1].strip()
    return None


def get_string(question):  # PromptTemplate.get_string, not a chat model
    params = {"question": question, "reference": ""}
    return "\n\n".join(p for p in [SYSTEM_PROMPT.format(**params), USER_PROMPT.format(**params)] if p != "")


def retrieved_docs_to_string(retrieved_docs):
    format_doc_string = ""
    for idx, doc in enumerate(retrieved_docs):
        contents = doc["contents"]
        title = contents.split("\n")[0]
        text = "\n".join(contents.split("\n")[1:])
        doc_string = f"Title: {title} Text: {text}"
        doc_string = re.sub(r"^\d+\s+", "", doc_string)
        format_doc_string += f"({idx+1}){doc_string}\n"
    return f"\n\n{BEGIN_D}\n{format_doc_string}\n{END_D}\n\n"


class Item:
    def __init__(self, data):
        self.data = data
        self.output = {}

    def __getattr__(self, name):
        if name in ("data", "output"):
            raise AttributeError(name)
        if name in self.output:
            return self.output[name]
        return self.data[name]

    def __setattr__(self, name, value):
        if name in ("data", "output"):
            super().__setattr__(name, value)
        else:
            self.output[name] = value

    def to_dict(self):
        out = dict(self.data)
        out["output"] = self.output
        return out


def run(items, generate, search):
    for item in items:
        item.prompt = get_string(item.question)
        item.finish_flag = False
        item.retrieval_results = {}
        item.retrieved_times = 0
    for current_step_idx in range(MAX_RETRIEVAL_NUM + 1):
        exist_items = [item for item in items if item.finish_flag == False]
        if len(exist_items) == 0:
            break
        if current_step_idx == MAX_RETRIEVAL_NUM:
            for item in exist_items:
                item.pred = "No valid answer found"
                item.finish_flag = True
                item.finish_reason = "Reach max retrieval number"
            break
        step_outputs = [generate(item, current_step_idx) for item in exist_items]
        step_query_list = []
        for item, step_output in zip(exist_items, step_outputs):
            item.prompt = item.prompt + step_output.strip()
            if END_A in step_output and (step_output.endswith(END_A) or step_output.endswith("<|endoftext|>")):
                item.pred = str(extract_between(step_output, BEGIN_A, END_A))
                item.finish_flag = True
                item.finish_reason = "Finished"
            elif BEGIN_Q in step_output and step_output.endswith(END_Q):
                query = extract_between(step_output, BEGIN_Q, END_Q)
                if query is not None:
                    step_query_list.append({"item": item, "query": query})
                else:
                    item.pred = "No valid answer found"
                    item.finish_flag = True
                    item.finish_reason = "Query instruction error"
            else:
                item.pred = step_output.strip()
                item.finish_flag = True
                item.finish_reason = "Normal finish without answer pattern"
        if len(step_query_list) > 0:
            retrieved_docs = [search(it["query"]) for it in step_query_list]
            for it, item_retrieved_docs in zip(step_query_list, retrieved_docs):
                item = it["item"]
                query = it["query"]
                item.retrieval_results[item.retrieved_times] = {"query": query, "docs": copy.copy(item_retrieved_docs)}
                item.prompt += retrieved_docs_to_string(item_retrieved_docs)
                item.retrieved_times += 1


CORPUS = {
    "Scott Derrickson nationality": [
        {"id": "1201", "contents": "Scott Derrickson\nScott Derrickson (born July 16, 1966) is an American director."},
        {"id": "88", "contents": "Sinister (film)\nSinister is a 2012 supernatural horror film directed by Scott Derrickson."},
    ],
    "Ed Wood nationality": [
        {"id": "5", "contents": "Ed Wood\nEdward Davis Wood Jr. was an American filmmaker."},
    ],
}
SCRIPT = {
    "hotpot_1": [
        " I need Scott Derrickson's nationality first. <|begin_of_query|> Scott Derrickson nationality<|end_of_query|>",
        "Scott Derrickson is American. Now Ed Wood. <|begin_of_query|> Ed Wood nationality<|end_of_query|>",
        "Both are American. </think>\n\n<answer> yes </answer>",
    ],
    "hotpot_2": [" I know this one: Paris is the capital of France. </think>\n\n<answer> Paris </answer>"],
}
DATA = [
    {"id": "hotpot_1", "question": "Were Scott Derrickson and Ed Wood of the same nationality?", "golden_answers": ["yes"], "metadata": {}},
    {"id": "hotpot_2", "question": "What is the capital of France?", "golden_answers": ["Paris"], "metadata": {}},
]

if __name__ == "__main__":
    items = [Item(d) for d in DATA]
    run(items, lambda item, step: SCRIPT[item.id][step], lambda query: CORPUS[query])
    with open(HERE / "intermediate_data.json", "w", encoding="utf-8") as f:
        json.dump([item.to_dict() for item in items], f, indent=4, ensure_ascii=False)  # Dataset.save
    expected = {
        item.id: {
            "searches": [
                {"query": turn["query"], "ids": [d["id"] for d in turn["docs"]], "titles": [d["contents"].split("\n")[0] for d in turn["docs"]]}
                for _, turn in sorted(item.retrieval_results.items())
            ],
            "pred": item.pred,
            "finish_reason": item.finish_reason,
        }
        for item in items
    }
    with open(HERE / "expected.json", "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
