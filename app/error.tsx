"use client";

import { ErrorState } from "@/components/ui/error-state";

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorState title="This page could not be shown" message={error.message} onRetry={reset} />;
}
