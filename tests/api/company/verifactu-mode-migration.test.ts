import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { down, up } from "../../../migrations/0023_verifactu_mode_and_certificate.js";
import { down as downRecordList, up as upRecordList } from "../../../migrations/0027_verifactu_record_list.js";
import { DATABASE_KINDS } from "../../fixtures/database.js";
import { issued, openBilling, type Billing } from "../../fixtures/billing.js";

// Migration 0023: companies start in "no_verifactu", the mode only takes the regulation's two
// values, VERI*FACTU knows since when, and records keep the mode they were made in; existing
// records (append-only) get "no_verifactu" without an UPDATE; undone and redone.
describe.each(DATABASE_KINDS)("migration 0023 (VeriFactu mode and certificate) on %s", (kind) => {
  let b: Billing;
  let db: Kysely<any>;
  beforeAll(async () => {
    b = await openBilling(kind);
    db = b.db;
  });
  afterAll(() => b.test.close());

  const company = () => db.selectFrom("company").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const refused = (run: () => Promise<unknown>) => expect(run()).rejects.toThrow(/check constraint/);

  it("starts every company in no_verifactu, with no certificate", async () => {
    expect(await company()).toMatchObject({
      verifactu_mode: "no_verifactu",
      verifactu_since: null,
      certificate_sealed: null,
      certificate_not_after: null,
    });
  });

  it("takes only the two modes, and VERI*FACTU with the date it was chosen", async () => {
    await refused(() => db.updateTable("company").set({ verifactu_mode: "sometimes" }).where("id", "=", 1).execute());
    await refused(() =>
      db
        .updateTable("company")
        .set({ verifactu_mode: "verifactu", verifactu_since: null })
        .where("id", "=", 1)
        .execute(),
    );
    await db
      .updateTable("company")
      .set({ verifactu_mode: "verifactu", verifactu_since: new Date() })
      .where("id", "=", 1)
      .execute();
    await db.updateTable("company").set({ verifactu_mode: "no_verifactu" }).where("id", "=", 1).execute();
  });

  it("stamps each new record with the company's mode of the moment", async () => {
    const first = await issued(b);
    await db
      .updateTable("company")
      .set({ verifactu_mode: "verifactu", verifactu_since: new Date() })
      .where("id", "=", 1)
      .execute();
    const second = await issued(b);
    await db.updateTable("company").set({ verifactu_mode: "no_verifactu" }).where("id", "=", 1).execute();
    const modeOf = async (invoiceId: number) =>
      (
        await db
          .selectFrom("verifactu_records")
          .select("verifactu_mode")
          .where("invoice_id", "=", invoiceId)
          .executeTakeFirstOrThrow()
      ).verifactu_mode;
    expect(await modeOf(first.id)).toBe("no_verifactu");
    expect(await modeOf(second.id)).toBe("verifactu");
  });

  it("is undone and redone over append-only records, which then read no_verifactu", async () => {
    const count = Number((await sql<{ n: string }>`select count(*) as n from verifactu_records`.execute(db)).rows[0].n);
    expect(count).toBeGreaterThan(0);
    // Migration 0027's view reads the records' mode: undone first and redone after, as the migrator would.
    await downRecordList(db);
    await down(db);
    expect(await company()).not.toHaveProperty("verifactu_mode");
    await up(db);
    await upRecordList(db);
    const modes = await db.selectFrom("verifactu_records").select("verifactu_mode").execute();
    expect(modes).toHaveLength(count);
    expect(new Set(modes.map((m) => m.verifactu_mode))).toEqual(new Set(["no_verifactu"]));
    expect(await company()).toMatchObject({ verifactu_mode: "no_verifactu" });
  });
});
