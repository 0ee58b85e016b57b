import { Badge } from "@/components/ui/badge";
import { isKappaTrustworthy, MIN_ITEMS_FOR_KAPPA } from "@/lib/annotate/agreement-cells";
import { formatPercent } from "@/lib/browse/format";
import type { TAgreement } from "@/lib/metrics/agreement";

export const formatKappa = (kappa: number | null) => (kappa === null ? "—" : kappa.toFixed(2));

/** n, raw agreement and κ as table cells; greyed, with a warning, below MIN_ITEMS_FOR_KAPPA items. */
export function AgreementCells({ agreement }: { agreement: TAgreement }) {
  const isTrusted = isKappaTrustworthy(agreement);
  const faint = isTrusted ? "" : "text-zinc-400 dark:text-zinc-500";
  return (
    <>
      <td className="px-2 py-1 text-right tabular-nums">
        {agreement.n}
        {!isTrusted && agreement.n > 0 && (
          <Badge
            tone="warn"
            className="ml-1"
            title={`κ on fewer than ${MIN_ITEMS_FOR_KAPPA} items swings too much to read`}
          >
            n &lt; {MIN_ITEMS_FOR_KAPPA}
          </Badge>
        )}
      </td>
      <td className={`px-2 py-1 text-right tabular-nums ${faint}`}>{formatPercent(agreement.rawAgreement)}</td>
      <td
        className={`px-2 py-1 text-right tabular-nums ${faint}`}
        title={isTrusted ? undefined : "too few items to trust κ"}
      >
        {formatKappa(agreement.kappa)}
      </td>
    </>
  );
}

export function AgreementHead({ first }: { first: string }) {
  return (
    <thead className="text-xs text-zinc-500">
      <tr>
        <th className="px-2 py-1 text-left font-medium">{first}</th>
        <th className="px-2 py-1 text-right font-medium">n</th>
        <th className="px-2 py-1 text-right font-medium">agreement</th>
        <th className="px-2 py-1 text-right font-medium">κ</th>
      </tr>
    </thead>
  );
}
