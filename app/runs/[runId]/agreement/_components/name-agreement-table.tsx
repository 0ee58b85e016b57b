import { Card } from "@/components/ui/card";
import type { TAgreementReport } from "@/lib/annotate/types";
import { AgreementCells } from "./agreement-figures";

/** One row per label name: the summary a reader scans first. */
export function NameAgreementTable({ report }: { report: TAgreementReport }) {
  return (
    <Card className="overflow-x-auto p-3">
      <table aria-label="Agreement per label name" className="w-full text-sm">
        <thead className="text-xs text-zinc-500">
          <tr>
            <th className="px-2 py-1 text-left font-medium">label</th>
            <th className="px-2 py-1 text-right font-medium">n</th>
            <th className="px-2 py-1 text-right font-medium">agreement</th>
            <th className="px-2 py-1 text-right font-medium">κ</th>
            <th className="px-2 py-1 text-right font-medium">only {report.a}</th>
            <th className="px-2 py-1 text-right font-medium">only {report.b}</th>
          </tr>
        </thead>
        <tbody>
          {report.names.map(({ name, overall }) => (
            <tr key={name} className="border-t border-zinc-100 dark:border-zinc-800">
              <th scope="row" className="px-2 py-1 text-left font-medium">
                {name}
              </th>
              <AgreementCells agreement={overall} />
              <td className="px-2 py-1 text-right tabular-nums text-zinc-500">{overall.onlyA}</td>
              <td className="px-2 py-1 text-right tabular-nums text-zinc-500">{overall.onlyB}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
