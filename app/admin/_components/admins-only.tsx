import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import type { TUser } from "@/lib/auth/server/users";

/** What an admin page shows anyone else: why, and where to sign in. */
export function AdminsOnly({ user, what, next }: { user: TUser | null; what: string; next: string }) {
  return (
    <EmptyState title="Admins only">
      <p>{user ? `${user.name} is a ${user.role}; ${what} is for admins.` : `Sign in as an admin to see ${what}.`}</p>
      {!user && (
        <p>
          <Link href={`/sign-in?next=${encodeURIComponent(next)}`} className="underline">
            Sign in
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
