import type { Metadata } from "next";
import { connection } from "next/server";
import { Card } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/server/session";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

// Only same-site paths: a link with ?next=https://elsewhere must not send people away after sign-in.
function safeNext(next: string | string[] | undefined): string {
  const path = Array.isArray(next) ? next[0] : next;
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const next = safeNext((await searchParams).next);
  const user = await getCurrentUser().catch(() => null);
  return (
    <Card className="mx-auto max-w-sm space-y-4">
      <h1 className="text-xl font-semibold">Sign in</h1>
      {user && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          You are signed in as {user.name} ({user.role}). Signing in again switches the account.
        </p>
      )}
      <SignInForm next={next} />
      <p className="text-xs text-zinc-500">
        Reading needs no account. An admin adds people with <code>npx trajscope user add NAME --role annotator</code>.
      </p>
    </Card>
  );
}
