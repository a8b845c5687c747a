/** npm run eval:brief — per-field precision and recall of the brief parser over eval/briefs.json. */
import { evaluate } from "./evaluate.ts";

const report = evaluate();
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
console.log(`${"field".padEnd(24)}${"precision".padStart(10)}${"recall".padStart(10)}  expected/predicted`);
for (const f of report.fields)
  console.log(`${f.field.padEnd(24)}${pct(f.precision).padStart(10)}${pct(f.recall).padStart(10)}  ${f.expected}/${f.predicted}`);
console.log(`${"all fields (micro)".padEnd(24)}${pct(report.micro.precision).padStart(10)}${pct(report.micro.recall).padStart(10)}`);
console.log(`\n${report.briefs} briefs, understood exactly: ${pct(report.exact).trim()}`);
if (process.argv.includes("--misses"))
  for (const m of report.misses) console.log(`\n${m.text}\n  missing: ${m.missing.join(" ")}\n  extra:   ${m.extra.join(" ")}`);
