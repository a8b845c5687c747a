import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** Marks that steer the bidi algorithm but have no glyph (LRM, RLM, ALM, embeddings, isolates). */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

export interface VisualRun {
  /** The run's characters in logical order, brackets already mirrored in right-to-left runs. */
  text: string;
  rtl: boolean;
}

/**
 * One line of text as runs in visual order, left to right (Unicode bidi algorithm via bidi-js, rule
 * L2 applied to level runs). Each run keeps its characters in logical order for shaping: the font's
 * layout engine (fontkit) reverses a run of Arabic script itself. A right-to-left run without any
 * right-to-left letter (brackets, dashes) is reversed here, since the engine would not.
 */
export function visualRuns(line: string, direction: "ltr" | "rtl"): VisualRun[] {
  if (line.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const levels = embedding.levels;

  const runs: { text: string; level: number }[] = [];
  let current = "";
  let level = levels[0] ?? 0;
  for (let i = 0; i < line.length; i += 1) {
    const ch = mirrored.get(i) ?? line[i] ?? "";
    const lv = levels[i] ?? 0;
    if (i > 0 && lv !== level) {
      runs.push({ text: current, level });
      current = "";
    }
    level = lv;
    current += ch;
  }
  runs.push({ text: current, level });

  // L2: from the highest level down to the lowest odd level, reverse every sequence of runs at or above it.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)));
  for (let target = highest; target >= lowestOdd && target >= 1; target -= 1) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) < target) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= target) j += 1;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }

  return runs.flatMap((run) => {
    const text = run.text.replace(CONTROLS, "");
    if (!text) return [];
    const rtl = run.level % 2 === 1;
    // fontkit reverses a run only when it finds right-to-left script in it.
    const shaped = rtl && !STRONG_RTL.test(text) ? Array.from(text).reverse().join("") : text;
    return [{ text: shaped, rtl }];
  });
}

export const hasRtl = (text: string) => STRONG_RTL.test(text);
