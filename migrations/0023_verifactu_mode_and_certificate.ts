import { sql, type Kysely } from "kysely";

// Issue 29, the company side: which of the regulation's two modes the company's invoicing system
// runs in (see docs/verifactu.md), and its electronic certificate sealed at
// rest (AES-256-GCM, like the TOTP secrets) with what is shown of it (holder, NIF, expiry).
//
// Every company starts in "no_verifactu": nothing was ever sent to the tax agency, so no invoice
// may claim it was. Each record keeps the mode it was made in, so an invoice's PDF prints the
// legend and QR of its own time, whatever the company chooses later.

const MODES = ["verifactu", "no_verifactu"];
const inModes = (column: string) => sql`${sql.ref(column)} in (${sql.join(MODES.map((m) => sql.lit(m)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("company")
    .addColumn("verifactu_mode", "varchar(12)", (c) =>
      c.notNull().defaultTo("no_verifactu").check(inModes("verifactu_mode")),
    )
    // When VERI*FACTU was last chosen: it then holds for the rest of that calendar year.
    .addColumn("verifactu_since", "timestamptz")
    .addColumn("certificate_sealed", "text")
    .addColumn("certificate_subject", "varchar(1000)")
    .addColumn("certificate_nif", "varchar(20)")
    .addColumn("certificate_not_after", "timestamptz")
    .addColumn("certificate_uploaded_at", "timestamptz")
    .execute();
  await db.schema
    .alterTable("company")
    .addCheckConstraint(
      "company_verifactu_since_check",
      sql`verifactu_mode <> 'verifactu' or verifactu_since is not null`,
    )
    .execute();
  // Adding a column with a default fills the rows without an UPDATE: the append-only trigger stays quiet.
  await db.schema
    .alterTable("verifactu_records")
    .addColumn("verifactu_mode", "varchar(12)", (c) =>
      c.notNull().defaultTo("no_verifactu").check(inModes("verifactu_mode")),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("verifactu_records").dropColumn("verifactu_mode").execute();
  await db.schema.alterTable("company").dropConstraint("company_verifactu_since_check").execute();
  await db.schema
    .alterTable("company")
    .dropColumn("verifactu_mode")
    .dropColumn("verifactu_since")
    .dropColumn("certificate_sealed")
    .dropColumn("certificate_subject")
    .dropColumn("certificate_nif")
    .dropColumn("certificate_not_after")
    .dropColumn("certificate_uploaded_at")
    .execute();
}
