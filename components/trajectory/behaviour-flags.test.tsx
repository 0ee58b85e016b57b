import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BEHAVIOUR_BITS, BEHAVIOUR_DEFINITIONS, BEHAVIOUR_LABELS } from "@/lib/behaviour/detectors";
import { BehaviourFlags } from "./behaviour-flags";

const render = (mask: number | null | undefined) => renderToStaticMarkup(<BehaviourFlags mask={mask} />);
const escaped = (text: string) => renderToStaticMarkup(<>{text}</>);

describe("BehaviourFlags", () => {
  it("writes each behaviour that fired with its definition, and no other", () => {
    const html = render(BEHAVIOUR_BITS.repeated_query | BEHAVIOUR_BITS.format_only_reward);
    for (const b of ["repeated_query", "format_only_reward"] as const) {
      expect(html).toContain(escaped(BEHAVIOUR_LABELS[b]));
      expect(html).toContain(escaped(BEHAVIOUR_DEFINITIONS[b]));
    }
    expect(html).not.toContain(escaped(BEHAVIOUR_LABELS.no_search));
  });

  it("tells 'none fired' from 'not computed', and shows nothing for a snapshot older than the detectors", () => {
    expect(render(0)).toContain("No behaviour detector fired.");
    expect(render(null)).toContain("Behaviour not computed");
    expect(render(null)).not.toContain("No behaviour detector fired");
    expect(render(undefined)).toBe("");
  });
});
