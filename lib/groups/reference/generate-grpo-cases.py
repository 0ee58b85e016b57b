"""Runs verl's compute_grpo_outcome_advantage (verl_grpo_advantage.py, verbatim) on hand-written
groups and writes grpo-cases.json, which lib/groups/advantages.test.ts reads.

torch is not installed on the machines this was written on, so a small stand-in backed by numpy
float64 takes its place. What it must get right is torch's semantics, from the PyTorch docs:
torch.std defaults to correction=1 (the unbiased, n - 1 estimator); torch.mean is the plain mean.
verl runs in float32; float64 here agrees with it to about 1e-7 relative.

Run from the repo root:  python3 lib/groups/reference/generate-grpo-cases.py
"""

import contextlib
import json
import math
import pathlib
import sys
import types

import numpy as np


class Tensor(np.ndarray):
    def sum(self, dim=None):  # torch's keyword is dim, numpy's axis
        return np.asarray(self).sum(axis=dim).view(Tensor)

    def unsqueeze(self, dim):
        return np.expand_dims(np.asarray(self), dim).view(Tensor)


def as_tensor(values):
    return np.asarray(values, dtype=np.float64).view(Tensor)


torch = types.ModuleType("torch")
torch.Tensor = Tensor
torch.tensor = as_tensor
torch.stack = lambda items: as_tensor([float(x) for x in items])
torch.mean = lambda t: np.float64(np.mean(np.asarray(t)))
torch.std = lambda t: np.float64(np.std(np.asarray(t), ddof=1))  # correction=1, torch's default
torch.no_grad = contextlib.nullcontext
sys.modules["torch"] = torch

here = pathlib.Path(__file__).parent
sys.path.insert(0, str(here))
from verl_grpo_advantage import compute_grpo_outcome_advantage  # noqa: E402

# Each case: one batch, the group index of each sample, its scalar reward.
CASES = [
    {"name": "two of four right", "index": ["a", "a", "a", "a"], "rewards": [1, 0, 0, 1]},
    {"name": "all equal: no signal", "index": ["a", "a", "a", "a"], "rewards": [1, 1, 1, 1]},
    {"name": "all zero", "index": ["a", "a", "a"], "rewards": [0, 0, 0]},
    {"name": "a group of one", "index": ["a"], "rewards": [0.7]},
    {"name": "one right of five", "index": ["a"] * 5, "rewards": [1, 0, 0, 0, 0]},
    {"name": "shaped rewards", "index": ["a", "a", "a"], "rewards": [0.2, 1.2, 0.8]},
    {
        "name": "two groups interleaved",
        "index": ["a", "b", "a", "b", "a", "b"],
        "rewards": [1, 0.5, 0, 0.5, 0.25, 0.1],
    },
    {"name": "tiny spread", "index": ["a", "a"], "rewards": [0.5, 0.5000001]},
]


def run(case, normalize):
    rewards = np.asarray(case["rewards"], dtype=np.float64)
    token_level = np.zeros((len(rewards), 3))
    token_level[:, -1] = rewards  # the outcome reward sits on the last token
    mask = np.ones((len(rewards), 3))
    advantages, _ = compute_grpo_outcome_advantage(
        as_tensor(token_level), as_tensor(mask), np.asarray(case["index"], dtype=object),
        norm_adv_by_std_in_grpo=normalize,
    )
    return [float(row[0]) for row in np.asarray(advantages)]


out = [
    {**case, "std_normalized": run(case, True), "mean_only": run(case, False)} for case in CASES
]
for case in out:
    assert all(math.isfinite(x) for x in case["std_normalized"] + case["mean_only"])
(here / "grpo-cases.json").write_text(json.dumps(out, indent=1) + "\n")
print(f"wrote {len(out)} cases")
