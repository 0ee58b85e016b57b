/**
 * The run's name from the [runId] segment. Run names are unique and readable, so they are the
 * run's id in every address (/runs/<name>, /api/runs/<name>); Next hands the segment over
 * percent-encoded, and a malformed escape is kept as typed rather than failing the page.
 */
export function runNameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
