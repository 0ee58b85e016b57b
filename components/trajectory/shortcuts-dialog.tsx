"use client";

import { Dialog } from "@/components/ui/dialog";
import { Kbd } from "@/components/ui/kbd";

export function ShortcutsDialog({
  open,
  onClose,
  shortcuts,
}: {
  open: boolean;
  onClose: () => void;
  shortcuts: readonly { key: string; description: string }[];
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts" className="w-[min(90vw,28rem)]">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {shortcuts.map((s) => (
          <div key={s.key} className="contents">
            <dt>
              <Kbd>{s.key}</Kbd>
            </dt>
            <dd>{s.description}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
