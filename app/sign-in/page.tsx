import type { Metadata } from "next";
import { connection } from "next/server";
import { Card } from "@/components/ui/card";
import { safeNextPath } from "@/lib/auth/safe-next";
import { isPrivateMode } from "@/lib/auth/server/access";
import { getCurrentUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  // Only same-site paths: a link with ?next=… must not send people away after sign-in.
  const next = safeNextPath((await searchParams).next);
  const user = await getCurrentUser().catch(() => null);
  const isPrivate = await isPrivateMode(getDb).catch(() => true);
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
        {isPrivate ? "This site is private: reading needs an account." : "Reading needs no account."} An admin adds
        people with <code>npx trajscope user add NAME --role annotator</code>.
      </p>
    </Card>
  );
}
