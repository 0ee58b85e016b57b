// Seeded randomness for the demo family. Every run, step and trajectory draws from its own stream,
// derived from the family seed and its name (FNV-1a), so the output is byte-identical for a seed and
// changing one part (another run, more trajectories per step) does not reshuffle the others.
import { mulberry32 } from "@/lib/ablation/random";
import { hashString } from "@/lib/charts/palette";

export type TRandom = {
  next: () => number;
  int: (n: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Standard normal (Box–Muller). */
  normal: () => number;
};

export function seedFrom(...parts: readonly (string | number)[]): number {
  return hashString(parts.join("\u0000"));
}

export function createRandom(seed: number): TRandom {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new RangeError("pick from an empty list");
      return items[int(items.length)] as T;
    },
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

export function forkRandom(...parts: readonly (string | number)[]): TRandom {
  return createRandom(seedFrom(...parts));
}
