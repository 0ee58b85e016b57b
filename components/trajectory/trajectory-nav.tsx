import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import type { TNeighbours } from "@/lib/browse/types";

/** Back to the list, and previous/next within it (j/k); a missing neighbour is a disabled button. */
export function TrajectoryNav({
  listHref,
  neighbours,
  hrefOf,
  onHelp,
}: {
  listHref: string;
  neighbours: TNeighbours | undefined;
  hrefOf: (id: string) => string;
  onHelp: () => void;
}) {
  const step = (id: string | null | undefined, label: string, key: string) =>
    id ? (
      <Link href={hrefOf(id)} className={buttonClass()} aria-keyshortcuts={key}>
        {label} <Kbd>{key}</Kbd>
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClass("default", "cursor-not-allowed opacity-50")}>
        {label} <Kbd>{key}</Kbd>
      </span>
    );
  return (
    <nav aria-label="Trajectory navigation" className="flex flex-wrap items-center gap-2">
      <Link href={listHref} className={buttonClass("ghost")}>
        ← Back to the list
      </Link>
      <span className="flex-1" />
      {step(neighbours?.previousId, "Previous", "k")}
      {step(neighbours?.nextId, "Next", "j")}
      <button type="button" onClick={onHelp} className={buttonClass("ghost")} aria-label="Keyboard shortcuts">
        <Kbd>?</Kbd>
      </button>
    </nav>
  );
}
