// Who may do what. Every write endpoint asks `can(role, action)` on the server; the UI asks the
// same function only to hide what would be refused anyway.

export const ROLES = ["viewer", "annotator", "admin"] as const;
export type TRole = (typeof ROLES)[number];

export type TAction =
  | "read"
  | "label"
  | "manage-queues"
  | "manage-runs"
  | "manage-users"
  | "share"
  /** Create and revoke the API keys machines ingest with. */
  | "manage-keys";

const ALLOWED: Record<TRole, readonly TAction[]> = {
  viewer: ["read"],
  annotator: ["read", "label", "share"],
  admin: ["read", "label", "share", "manage-queues", "manage-runs", "manage-users", "manage-keys"],
};

export function can(role: TRole | null | undefined, action: TAction): boolean {
  return role ? ALLOWED[role].includes(action) : false;
}
