import { FOLLOWERS_SLIDER_MAX, FOLLOWERS_SLIDER_STEP } from "@radar/contract/search";

/**
 * The follower slider's logarithmic scale. A linear 0–5,000,000 track gives Nano (1K–10K) and Micro
 * (10K–50K) less than 1 % of its width, so they cannot be set by dragging. The track is instead a
 * list of round stops, the same number in every power of ten (1,000 … 9,000, 10,000 … 90,000, …):
 * equal distances on the track are equal ratios of followers, every size tier's bounds are stops,
 * and one arrow key press moves to the next round figure. §9's step of 1,000 was a linear track's:
 * here the step grows with the figure (100s below 10,000, 1,000s below 100,000, …), which Nano needs;
 * the from/to inputs keep the 1,000 step.
 */
const MANTISSAS = [1, 1.1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9] as const;

function buildStops(): number[] {
  const stops: number[] = [];
  for (let decade = FOLLOWERS_SLIDER_STEP; decade < FOLLOWERS_SLIDER_MAX; decade *= 10) {
    for (const mantissa of MANTISSAS) {
      const value = Math.round(mantissa * decade);
      if (value <= FOLLOWERS_SLIDER_MAX) stops.push(value);
    }
  }
  if (stops.at(-1) !== FOLLOWERS_SLIDER_MAX) stops.push(FOLLOWERS_SLIDER_MAX);
  return stops;
}

/** Followers at each slider position, lowest first; the last (5,000,000) means "no upper limit". */
export const FOLLOWER_STOPS: readonly number[] = buildStops();
export const FOLLOWER_SLIDER_LAST = FOLLOWER_STOPS.length - 1;

/** The followers at a slider position. */
export function followersAt(position: number): number {
  const index = Math.min(FOLLOWER_SLIDER_LAST, Math.max(0, Math.round(position)));
  return FOLLOWER_STOPS[index] ?? FOLLOWERS_SLIDER_MAX;
}

/**
 * The slider position that shows `followers`: the stop nearest on the log scale (a typed 147,440
 * sits at 150,000). Anything at or below the first stop is the start, at or above the last the end.
 */
export function positionOf(followers: number): number {
  if (followers <= (FOLLOWER_STOPS[0] ?? 0)) return 0;
  if (followers >= FOLLOWERS_SLIDER_MAX) return FOLLOWER_SLIDER_LAST;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  FOLLOWER_STOPS.forEach((stop, index) => {
    const distance = Math.abs(Math.log(stop) - Math.log(followers));
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
