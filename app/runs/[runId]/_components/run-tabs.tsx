import { IntentLink } from "@/components/ui/intent-link";

export const RUN_SECTIONS = [
  { id: "trajectories", label: "Trajectories", path: "" },
  { id: "dynamics", label: "Dynamics", path: "/dynamics" },
  { id: "questions", label: "Questions", path: "/questions" },
  { id: "search-p1", label: "Search-P1", path: "/search-p1" },
  { id: "what-if", label: "What-if", path: "/what-if" },
  { id: "annotate", label: "Annotate", path: "/annotate" },
  { id: "agreement", label: "Agreement", path: "/agreement" },
  { id: "trees", label: "Value trees", path: "/trees" },
  { id: "pairs", label: "Pairs", path: "/pairs" },
] as const;

export type TRunSection = (typeof RUN_SECTIONS)[number]["id"];

/** The views of one run; each is its own route so that its URL reopens it. */
export function RunTabs({ runName, active }: { runName: string; active: TRunSection }) {
  const base = `/runs/${encodeURIComponent(runName)}`;
  return (
    <nav aria-label="Run views" className="flex gap-1 border-b border-zinc-200 text-sm dark:border-zinc-800">
      {RUN_SECTIONS.map((section) => (
        <IntentLink
          key={section.id}
          href={`${base}${section.path}`}
          aria-current={section.id === active ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 ${
            section.id === active
              ? "border-zinc-900 font-medium dark:border-zinc-100"
              : "border-transparent text-zinc-500 hover:text-zinc-900 dark:hover:text-zinc-100"
          }`}
        >
          {section.label}
        </IntentLink>
      ))}
    </nav>
  );
}
