// Search-P1's planner writes numbered steps ("1. …", "2) …", "Step 3: …"), one per line or run
// together on one line. A marker must follow whitespace and continue the count (1, 2, 3, …), so a
// year ending a sentence or a back-reference ("as in step 1: …") inside a later item does not split it.
const MARKER = /(?:^|\s)(?:step\s*)?(\d{1,2})\s*[.):](?=\s)/gi;

/** The items of a plan; without numbering, its non-empty lines (bullets stripped). */
export function extractPlanItems(plan: string): string[] {
  const markers: { start: number; end: number }[] = [];
  for (const match of plan.matchAll(MARKER)) {
    if (Number(match[1]) !== markers.length + 1) continue;
    markers.push({ start: match.index, end: match.index + match[0].length });
  }
  if (markers.length === 0) {
    return plan
      .split("\n")
      .map((line) => line.trim().replace(/^[-*•]\s+/, ""))
      .filter(Boolean);
  }
  return markers
    .map((marker, i) =>
      plan
        .slice(marker.end, markers[i + 1]?.start ?? plan.length)
        .trim()
        .replace(/\s+/g, " "),
    )
    .filter(Boolean);
}
