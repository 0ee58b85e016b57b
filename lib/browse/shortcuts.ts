// The keyboard shortcuts of the browse pages, listed once for the handlers and the `?` overlay.

export const TRAJECTORY_SHORTCUTS = [
  { key: "j", description: "Next trajectory in the list" },
  { key: "k", description: "Previous trajectory in the list" },
  { key: "u", description: "Back to the list" },
  { key: "r", description: "Show the raw response" },
  { key: "?", description: "Show these shortcuts" },
  { key: "Esc", description: "Close a dialog" },
] as const;

export const LIST_SHORTCUTS = [
  { key: "j", description: "Move the row cursor down" },
  { key: "k", description: "Move the row cursor up" },
  { key: "Enter", description: "Open the trajectory under the cursor" },
  { key: "/", description: "Search the text of questions, queries and answers" },
  { key: "?", description: "Show these shortcuts" },
  { key: "Esc", description: "Close a dialog" },
] as const;

/**
 * Keys typed into a field belong to the field, and chords belong to the browser; Enter (or Space)
 * on a focused link, button or summary belongs to that element.
 */
export function isShortcutEvent(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: { tagName?: string; isContentEditable?: boolean } | null;
}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const tag = event.target?.tagName?.toLowerCase();
  if (tag === "input" || tag === "textarea" || tag === "select" || event.target?.isContentEditable) return false;
  if ((event.key === "Enter" || event.key === " ") && (tag === "a" || tag === "button" || tag === "summary")) {
    return false;
  }
  return true;
}
