import type { THistoryPoint } from "@radar/contract/vetting";
import { lazy, Suspense } from "react";

// Drawn with the chart library, which only the screens that show a chart load.
const FollowerChart = lazy(() => import("./follower-chart").then((module) => ({ default: module.FollowerChart })));

/** The follower chart, loaded with its library on first use; the space it takes is kept while it loads. */
export function LazyFollowerChart({ points, compact = false }: { points: THistoryPoint[]; compact?: boolean }) {
  return (
    <Suspense fallback={<div className={compact ? "h-44" : "h-56"} />}>
      <FollowerChart points={points} compact={compact} />
    </Suspense>
  );
}
