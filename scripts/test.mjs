#!/usr/bin/env node
// `npm test`: every test. The browser scenarios run in a vitest process of their own, started at the
// same time as the one that runs the contract, engine, api and web files: one vitest run can only
// overlap projects that have the same worker count, and the scenarios spend much of their time
// waiting on pages and servers while the api files wait on PostgreSQL, so side by side they keep the
// two cores busy instead of queueing (docs/decisions/0094-scenarios-beside-unit-tests.md).
//
// With file filters or vitest options that pick projects, it is one plain `vitest run` as before.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const picksFiles = args.some((arg) => !arg.startsWith("-")) || args.some((arg) => arg.startsWith("--project"));

const UNIT_PROJECTS = ["contract", "search-engine", "api", "web"].flatMap((name) => ["--project", name]);

/** A reporter's output file gets the run's name, so the two processes never write the same file. */
function argsFor(run) {
  return args.map((arg) => {
    const match = /^(--outputFile(?:\.\w+)?=)(.+?)(\.\w+)?$/.exec(arg);
    return match ? `${match[1]}${match[2]}-${run}${match[3] ?? ""}` : arg;
  });
}

function vitest(name, vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...vitestArgs], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
    }
    child.once("exit", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
    for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => child.kill(signal));
  });
}

if (picksFiles) {
  const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], { stdio: "inherit" });
  child.once("exit", (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  const results = await Promise.all([
    vitest("unit", [...UNIT_PROJECTS, ...argsFor("unit")]),
    vitest("e2e", ["--project", "e2e", ...argsFor("e2e")]),
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const { name, code } of results) console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
  console.log(`npm test: ${seconds} s`);
  process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
}
