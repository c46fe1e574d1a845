import { execSync } from "node:child_process";
import fs from "node:fs";

// A process's resident memory and CPU time, from Linux's /proc (the figures `top` shows).

export interface ProcessUsage {
  rssKb: number;
  /** User plus system CPU time, in seconds. */
  cpuSeconds: number;
  /** performance.now() when read. */
  at: number;
}

let ticksPerSecond = 0;
function clockTicks(): number {
  if (!ticksPerSecond) {
    try {
      ticksPerSecond = Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

export function processUsage(pid: number): ProcessUsage {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime
  // are fields 14 and 15 of the line, so 12 and 13 after the closing parenthesis.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / clockTicks();
  return { rssKb, cpuSeconds, at: performance.now() };
}

export interface UsageWindow {
  /** Median of the RSS samples, MB: one sample caught mid-collection says little. */
  rssMb: number;
  /** CPU time over the window as a share of one core, %. */
  cpuPercent: number;
}

/** Samples `pid` every second for `seconds`. */
export async function measureUsage(pid: number, seconds: number): Promise<UsageWindow> {
  const first = processUsage(pid);
  const rss: number[] = [first.rssKb];
  let last = first;
  for (let i = 0; i < seconds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    last = processUsage(pid);
    rss.push(last.rssKb);
  }
  rss.sort((a, b) => a - b);
  const elapsed = (last.at - first.at) / 1000;
  return {
    rssMb: Math.round((rss[Math.floor(rss.length / 2)] / 1024) * 10) / 10,
    cpuPercent: Math.round(((last.cpuSeconds - first.cpuSeconds) / elapsed) * 10000) / 100,
  };
}

/**
 * Waits until `pid`'s RSS moves by less than 1 MB over 10 s (at most `maxSeconds`): after a full
 * collection V8 hands memory back to the system over several seconds, not at once.
 */
export async function steadyRss(pid: number, maxSeconds = 60): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < maxSeconds; i++) {
    samples.push(processUsage(pid).rssKb);
    const recent = samples.slice(-11);
    if (recent.length === 11 && Math.max(...recent) - Math.min(...recent) < 1024) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
