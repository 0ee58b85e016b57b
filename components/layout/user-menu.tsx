import Link from "next/link";
import type { TUser } from "@/lib/auth/server/users";

/** Who is signed in, with sign-out; or the way to sign in. Reading needs no account. */
export function UserMenu({ user }: { user: TUser | null }) {
  if (!user) {
    return (
      <Link href="/sign-in" className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
        Sign in
      </Link>
    );
  }
  return (
    <form action="/api/auth/sign-out" method="post" className="flex items-center gap-3">
      <span className="text-zinc-600 dark:text-zinc-400">
        {user.displayName ?? user.name} <span className="text-xs text-zinc-400">({user.role})</span>
      </span>
      <button type="submit" className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
        Sign out
      </button>
    </form>
  );
}
