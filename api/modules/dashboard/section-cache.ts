import { parseChange } from "../../live/live-payload.js";
import type { DatabaseHandle } from "../../db/database.js";

// The dashboard's sections, kept per (section, reader's scope, range) until a row of a table they
// read changes: every table sends its changes on the `live` channel (migration 0011), which each
// instance hears, so a write anywhere drops the sections that read that table everywhere. Figures
// that move with the clock alone (an SLA running out, a day passing) are kept at most MAX_AGE_MS.
// While the listening connection is down no change is heard: nothing is kept until it is back.

export const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 1_000;

/** The tables each section reads (its rows, the rows its scope and names follow). */
export const SECTION_TABLES: Record<string, readonly string[]> = {
  sales: ["leads", "pipelines", "pipeline_stages", "lead_statuses", "campaigns", "lead_activities"],
  projects: ["projects", "tasks", "time_entries", "task_states", "project_managers", "users"],
  support: ["tickets"],
  billing: ["invoices", "time_entries", "tasks", "projects", "project_managers", "users", "verifactu_submissions"],
  education: ["courses", "course_registrations"],
  client: ["projects", "tasks", "tickets", "invoices", "users"],
};

interface Entry {
  at: number;
  value: object | null;
}

export class SectionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped when a section's tables change: an answer computed across a bump is not kept. */
  private readonly generations = new Map<string, number>();
  private listening = false;
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.stop = await database.listen("live", {
      message: (payload) => {
        const change = parseChange(payload);
        if (change?.kind === "rows") this.changed(change.table);
      },
      lost: () => {
        this.listening = false;
        this.clear();
      },
      restored: () => {
        this.clear();
        this.listening = true;
      },
    });
    this.listening = true;
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.stop?.();
  }

  /** The section's figures for this key: kept ones while fresh, else computed (and kept). */
  async get(section: string, key: string, compute: () => Promise<object | null>): Promise<object | null> {
    const id = `${section}\u0000${key}`;
    const kept = this.entries.get(id);
    if (kept && this.listening && this.now() - kept.at < MAX_AGE_MS) return kept.value;
    const generation = this.generations.get(section) ?? 0;
    const began = this.now();
    const value = await compute();
    if (this.listening && (this.generations.get(section) ?? 0) === generation) {
      this.entries.delete(id);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { at: began, value });
    }
    return value;
  }

  changed(table: string): void {
    for (const [section, tables] of Object.entries(SECTION_TABLES)) {
      if (!tables.includes(table)) continue;
      this.generations.set(section, (this.generations.get(section) ?? 0) + 1);
      for (const id of this.entries.keys()) if (id.startsWith(`${section}\u0000`)) this.entries.delete(id);
    }
  }

  clear(): void {
    for (const section of Object.keys(SECTION_TABLES))
      this.generations.set(section, (this.generations.get(section) ?? 0) + 1);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
