import type { EducationFigures } from "./education.js";

// The education part's tables in docs/benchmarks.md and on the console (report.ts).

const table = (row: object) => {
  const keys = Object.keys(row);
  const line = (cells: unknown[]) => `| ${cells.map((c) => String(c)).join(" | ")} |`;
  return [line(keys), line(keys.map(() => "---")), line(Object.values(row))].join("\n");
};

export function educationSection(e: EducationFigures): string[] {
  const c = e.contention;
  return [
    `### Registering under contention: ${c.requests_per_round} concurrent registrations for the last `
      + `${c.free_seats} of ${c.seats} seats, ${c.rounds} rounds (correct: exactly ${c.free_seats} seated, the rest `
      + `waitlisted in order)`,
    ``,
    table(c),
    ``,
    `### The monthly tuition run for ${e.tuition.clients.toLocaleString("en")} clients: drafted, issued, and its `
      + `SEPA remittance (pain.008.001.02)`,
    ``,
    table(e.tuition),
    ``,
  ];
}

export function printEducation(e: EducationFigures): void {
  console.log(`Registering under contention: correct ${e.contention.correct}`);
  console.table([e.contention]);
  console.log(
    `Monthly tuition run for ${e.tuition.clients} clients; SEPA file ${e.tuition.file_kb} KB, ${e.tuition.validity}`,
  );
  console.table([e.tuition]);
}
