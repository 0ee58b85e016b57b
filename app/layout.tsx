import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import "./globals.css";
import { UserMenu } from "@/components/layout/user-menu";
import { getCurrentUser } from "@/lib/auth/server/session";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "trajscope", template: "%s · trajscope" },
  description: "Browse, measure and compare the rollouts of RL-trained search agents.",
  // Served from public/: the SVG for browsers that take it, the ICO for those that ask /favicon.ico.
  icons: {
    icon: [
      { url: "/favicon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
    ],
  },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-zinc-50 font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <nav aria-label="Main" className="mx-auto flex h-12 max-w-6xl items-center gap-6 px-4 text-sm">
            <Link href="/" className="font-semibold tracking-tight">
              trajscope
            </Link>
            <Link href="/" className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
              Runs
            </Link>
            <Link
              href="/compare"
              className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
            >
              Compare
            </Link>
            <Link
              href="/ablations"
              className="text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
            >
              Ablations
            </Link>
            <div className="ml-auto">
              <UserMenu user={await getCurrentUser().catch(() => null)} />
            </div>
          </nav>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6">
          <Providers>{children}</Providers>
        </main>
      </body>
    </html>
  );
}
