import { Badge } from "@/components/ui/badge";
import { BEHAVIOUR_DEFINITIONS, BEHAVIOUR_LABELS, behavioursOf } from "@/lib/behaviour/detectors";

/**
 * The behaviour detectors that fired on one trajectory, each badge with its definition written
 * beside it. `undefined` (a snapshot older than the detectors) shows nothing; null says the
 * detectors have not run on it yet, so "none" is never claimed for a trajectory nobody checked.
 */
export function BehaviourFlags({ mask }: { mask: number | null | undefined }) {
  if (mask === undefined) return null;
  const fired = mask === null ? [] : behavioursOf(mask);
  return (
    <section aria-label="Behaviour" className="text-sm">
      <h2 className="text-xs font-medium uppercase tracking-wide text-zinc-500">Behaviour</h2>
      {mask === null ? (
        <p className="mt-0.5 text-zinc-500">
          Behaviour not computed: this trajectory was stored before the detectors existed (trajscope migrate computes
          it).
        </p>
      ) : fired.length === 0 ? (
        <p className="mt-0.5 text-zinc-500">No behaviour detector fired.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {fired.map((behaviour) => (
            <li key={behaviour} aria-label={BEHAVIOUR_LABELS[behaviour]} className="flex items-baseline gap-2">
              <Badge tone="warn">{BEHAVIOUR_LABELS[behaviour]}</Badge>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{BEHAVIOUR_DEFINITIONS[behaviour]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
