import { sql, type RawBuilder } from "kysely";
import { ACCOUNT_WEIGHTS, BANK_BRANCH_WEIGHTS, SPANISH_BANKS } from "./demo-education-sepa.js";
import { mix } from "./large-data-sql.js";

// The large data's SEPA mandates, computed in SQL for thousands of clients at once: a Spanish
// IBAN per client with the national control digits and the ISO 13616 check digits, exactly what
// demo-education-sepa.ts computes one at a time (tests/api/seed checks them with ibantools).

/** The Spanish control digit of a string of digits under weights (see controlDigit()). */
function controlDigit(digits: RawBuilder<string>, weights: readonly number[]): RawBuilder<number> {
  const sum = sql.join(
    weights.map((w, i) => sql`substr(${digits}, ${sql.lit(i + 1)}, 1)::int * ${sql.lit(w)}`),
    sql` + `,
  );
  return sql<number>`(case (${sum}) % 11 when 0 then 0 when 1 then 1 else 11 - (${sum}) % 11 end)`;
}

const textArray = (values: readonly string[]) =>
  sql<string[]>`array[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/**
 * The columns of a client's mandate from its id (`id`, an integer expression): IBAN, BIC of its
 * bank, the reference MND-<id> (mandateReference()) and a signature date in the last two years.
 * As a subquery's select list: `select <id>, <mandateColumns(id)>`.
 */
export function mandateColumns(id: RawBuilder<unknown>): RawBuilder<unknown> {
  const bank = sql`(1 + ${mix(id, 611, SPANISH_BANKS.length)})`;
  const code = sql<string>`(${textArray(SPANISH_BANKS.map((b) => b.code))})[${bank}]`;
  const branch = sql<string>`lpad((1000 + ${mix(id, 612, 9000)})::text, 4, '0')`;
  const account = sql<string>`lpad(((${id})::bigint * 104729 + 3000000)::text, 10, '0')`;
  const bankBranch = sql<string>`(${code} || ${branch})`;
  const bban = sql<string>`(${bankBranch} || ${controlDigit(bankBranch, BANK_BRANCH_WEIGHTS)}::text ||
    ${controlDigit(account, ACCOUNT_WEIGHTS)}::text || ${account})`;
  // ISO 7064 mod 97-10 over the BBAN then "ES00" as digits (E = 14, S = 28).
  const check = sql<string>`lpad((98 - ((${bban} || '142800')::numeric % 97))::int::text, 2, '0')`;
  return sql`'ES' || ${check} || ${bban} as iban,
    (${textArray(SPANISH_BANKS.map((b) => b.bic))})[${bank}] as bic,
    'MND-' || lpad((${id})::text, 6, '0') as mandate_id,
    current_date - 20 - ${mix(id, 613, 700)} as mandate_signed_on`;
}
