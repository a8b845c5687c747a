import { useSyncExternalStore } from "react";

/**
 * Toasts without the notification library on the first page (/login ≤150 KB of
 * JavaScript): sonner loads with the first toast, and the Toaster mounts then. Sonner replays the
 * toasts created before its Toaster subscribed, so none is lost, and calls keep their order
 * because each waits on the same import.
 */
type Sonner = typeof import("sonner");
type Toast = Sonner["toast"];

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import("sonner").then((module) => {
    loaded = module;
    return module;
  });
  return sonner;
};

/** sonner once it has loaded: the Toaster then renders it without suspending first. */
export const loadedSonner = (): Sonner | undefined => loaded;

let wanted = false;
const listeners = new Set<() => void>();

function later(call: (toast: Toast) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then((module) => call(module.toast));
}

export const toast = {
  error: (...args: Parameters<Toast["error"]>) => later((t) => t.error(...args)),
  success: (...args: Parameters<Toast["success"]>) => later((t) => t.success(...args)),
  warning: (...args: Parameters<Toast["warning"]>) => later((t) => t.warning(...args)),
  dismiss: (...args: Parameters<Toast["dismiss"]>) => later((t) => t.dismiss(...args)),
};

/** True once any toast was asked for: the Toaster mounts from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
