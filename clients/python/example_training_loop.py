"""A stand-in for a verl/TRL training loop that posts each step's rollouts to trajscope.

    python3 clients/python/example_training_loop.py --url http://localhost:3000 --run live-demo \
        --key tsk_... [--steps 5] [--samples 8] [--pause 1]

Each step "generates" GRPO groups (4 samples per prompt, some identical, as real groups are) and
logs them in verl's dump format. Prints the client's counts as JSON at the end. With the
dashboard down it still finishes on time and reports what it dropped.
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trajscope_client import TrajscopeClient  # noqa: E402

QUESTIONS = [
    ("who wrote the song hallelujah?", "Leonard Cohen"),
    ("what is the capital of australia?", "Canberra"),
    ("who painted the mona lisa?", "Leonardo da Vinci"),
]


def rollout(step, i):
    question, gold = QUESTIONS[(i // 4) % len(QUESTIONS)]
    correct = i % 2 == 0
    answer = gold if correct else "I do not know"
    output = (
        f"<think>Step {step}: I should search.</think>\n<search> {question} </search>\n\n"
        f'<information>Doc 1(Title: "{gold}") {gold} is the answer.</information>\n\n'
        f"<answer> {answer} </answer>"
    )
    return {
        "input": f"<|im_start|>user\nQuestion: {question}<|im_end|>\n<|im_start|>assistant\n",
        "output": output,
        "gts": {"target": [gold]},
        "score": 1.0 if correct else 0.0,
        "step": step,
        # Without an id a record is identified by its content: identical samples of a group that
        # land in different batches would be taken for one. verl's uid names the group, sample_id the sample.
        "uid": f"{step}-{i // 4}",
        "sample_id": f"{step}-{i}",
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--run", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--pause", type=float, default=0.5)
    parser.add_argument("--close-timeout", type=float, default=10.0)
    args = parser.parse_args()

    client = TrajscopeClient(
        args.url, run=args.run, key=args.key, format="verl", flush_interval=0.5, close_timeout=args.close_timeout
    )
    started = time.monotonic()
    for step in range(1, args.steps + 1):
        client.log_many(rollout(step, i) for i in range(args.samples))
        time.sleep(args.pause)  # the rest of the training step
    stats = client.close()
    stats["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(stats))


if __name__ == "__main__":
    main()
