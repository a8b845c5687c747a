import { readFile, readlink, realpath } from "node:fs/promises";
import path from "node:path";

/**
 * What Linux's /proc says about another process. Every reader answers `null` when it cannot tell
 * (no /proc, a process that is gone, no permission): callers treat "cannot tell" as "not ours".
 */

export type ProcessState = "running" | "zombie" | "gone" | "unknown";

const stat = async (pid: number): Promise<string[] | null> => {
  try {
    const text = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; the rest follows the last ')'.
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
};

export async function processState(pid: number): Promise<ProcessState> {
  const fields = await stat(pid);
  if (fields) return fields[0] === "Z" || fields[0] === "X" ? "zombie" : "running";
  try {
    process.kill(pid, 0);
    return "unknown";
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH" ? "gone" : "unknown";
  }
}

export async function parentPid(pid: number): Promise<number | null> {
  const fields = await stat(pid);
  const ppid = Number(fields?.[1]);
  return Number.isInteger(ppid) && ppid > 0 ? ppid : null;
}

/** argv of a process, as it started. */
export async function commandLine(pid: number): Promise<string[] | null> {
  try {
    const text = await readFile(`/proc/${pid}/cmdline`, "utf8");
    return text.split("\0").filter((part, index, all) => part !== "" || index < all.length - 1);
  } catch {
    return null;
  }
}

/** The resolved path of a process's executable (also when the file was replaced since, e.g. by `npm ci`). */
export async function executable(pid: number): Promise<string | null> {
  try {
    return (await readlink(`/proc/${pid}/exe`)).replace(/ \(deleted\)$/, "");
  } catch {
    return null;
  }
}

/** A path a process named on its command line, resolved against its working directory and symlinks. */
export async function resolveForProcess(pid: number, target: string): Promise<string | null> {
  try {
    const cwd = path.isAbsolute(target) ? "/" : await readlink(`/proc/${pid}/cwd`);
    return await realpath(path.resolve(cwd, target));
  } catch {
    return null;
  }
}
