"use client";

import { useEffect, useRef } from "react";
import { isShortcutEvent } from "@/lib/browse/shortcuts";

/** Calls the handler of a pressed key, unless the reader is typing in a field or a dialog is open. */
export function useShortcuts(handlers: Record<string, () => void>) {
  // The latest handlers, without re-binding the listener on every render.
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Event properties are prototype getters: spread would drop them, so they are named.
      const { key, altKey, ctrlKey, metaKey } = event;
      if (!isShortcutEvent({ key, altKey, ctrlKey, metaKey, target: event.target as HTMLElement | null })) return;
      if (document.querySelector("dialog[open]")) return;
      const handler = ref.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
