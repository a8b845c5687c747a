import type { TPlatform } from "@radar/contract/constants";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Outline marks of the four platforms (after Tabler Icons, MIT), drawn in the current colour. */
const MARKS: Record<TPlatform, ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <circle cx="12" cy="12" r="3" />
      <path d="M16.5 7.5v.01" />
    </>
  ),
  tiktok: (
    <path d="M21 7.917v4.034a9.948 9.948 0 0 1-5-1.951v4.5a6.5 6.5 0 1 1-8-6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917z" />
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  twitter: (
    <>
      <path d="M4 4l11.733 16h4.267l-11.733-16z" />
      <path d="M4 20l6.768-6.768m2.46-2.46L20 4" />
    </>
  ),
};

const TINTS: Record<TPlatform, string> = {
  instagram: "bg-pink-50 text-pink-600",
  tiktok: "bg-zinc-100 text-zinc-900",
  youtube: "bg-red-50 text-red-600",
  twitter: "bg-sky-50 text-zinc-900",
};

export function PlatformIcon({ platform, className }: { platform: TPlatform; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={cn("size-4 shrink-0", className)}
    >
      {MARKS[platform]}
    </svg>
  );
}

/** The mark on its platform's tint, labelled with the platform's name for screen readers. */
export function PlatformBadge({ platform, label, className }: { platform: TPlatform; label: string; className?: string }) {
  return (
    <span className={cn("grid size-7 place-items-center rounded-lg", TINTS[platform], className)} title={label}>
      <PlatformIcon platform={platform} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
