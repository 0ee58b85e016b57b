import { Card } from "./card";

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="border-red-300 dark:border-red-900">
      <h2 className="font-semibold text-red-700 dark:text-red-400">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Try again
        </button>
      )}
    </Card>
  );
}
