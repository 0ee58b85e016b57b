"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type TIntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link that prefetches its page when the pointer or the keyboard reaches it, not when it scrolls
 * into view (Next's default): a list of fifty trajectories would otherwise ask the server for fifty
 * pages after each load, on a two-core machine just when the reader's next request comes.
 */
export function IntentLink({ href, onMouseEnter, onFocus, ...props }: TIntentLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        router.prefetch(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
