import { sql, type Kysely } from "kysely";

// Invoices a tax inspector accepts (issue 26, points 4–7): a client's tax id type and full
// address (street, postal code, city, province, country), the precise legal ground of an exempt
// line (and a course's default one), how an invoice is to be paid and the company's IBAN for it,
// and what a VeriFactu record says of its recipient and its tax breakdown.

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

// Frozen copies of the lists of the day (migrations never import app code).
const TAX_ID_TYPES = ["nif", "eu_vat", "passport", "national_id", "residence", "other"];
const GROUNDS = [
  "art20_1_2",
  "art20_1_3",
  "art20_1_5",
  "art20_1_8",
  "art20_1_9",
  "art20_1_10",
  "art20_1_12",
  "art20_1_13",
  "art20_1_14",
  "art20_1_16",
  "art20_1_18",
  "art20_1_22",
  "art20_1_23",
  "art20_1_26",
  "art21_1",
  "art21_2",
  "art22",
  "art23",
  "art24",
  "art25_1",
  "art140bis",
  "other",
];
/** The ground an exemption code of a draft line is taken to mean (E1 was documented as education). */
const GROUND_OF_CODE: Record<string, string> = {
  E1: "art20_1_9",
  E2: "art21_1",
  E3: "art22",
  E4: "art23",
  E5: "art25_1",
  E6: "other",
};
const METHODS = ["transfer", "card", "cash", "direct_debit", "check", "other"];
const PROVINCES = [
  "Araba/Álava",
  "Albacete",
  "Alicante/Alacant",
  "Almería",
  "Ávila",
  "Badajoz",
  "Illes Balears",
  "Barcelona",
  "Burgos",
  "Cáceres",
  "Cádiz",
  "Castellón/Castelló",
  "Ciudad Real",
  "Córdoba",
  "A Coruña",
  "Cuenca",
  "Girona",
  "Granada",
  "Guadalajara",
  "Gipuzkoa",
  "Huelva",
  "Huesca",
  "Jaén",
  "León",
  "Lleida",
  "La Rioja",
  "Lugo",
  "Madrid",
  "Málaga",
  "Murcia",
  "Navarra",
  "Ourense",
  "Asturias",
  "Palencia",
  "Las Palmas",
  "Pontevedra",
  "Salamanca",
  "Santa Cruz de Tenerife",
  "Cantabria",
  "Segovia",
  "Sevilla",
  "Soria",
  "Tarragona",
  "Teruel",
  "Toledo",
  "Valencia/València",
  "Valladolid",
  "Bizkaia",
  "Zamora",
  "Zaragoza",
  "Ceuta",
  "Melilla",
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("lead_clients")
    .addColumn("tax_id_type", "varchar(12)", (c) =>
      c.notNull().defaultTo("nif").check(inList("tax_id_type", TAX_ID_TYPES)),
    )
    .addColumn("postal_code", "varchar(10)")
    .addColumn("city", "varchar(100)")
    .addColumn("province", "varchar(100)")
    .addColumn("country", "varchar(2)", (c) => c.notNull().defaultTo("ES").check(sql`country ~ '^[A-Z]{2}$'`))
    .execute();
  await splitSpanishAddresses(db);

  await db.schema
    .alterTable("invoice_lines")
    .addColumn("exemption_ground", "varchar(20)", (c) => c.check(inList("exemption_ground", GROUNDS)))
    .execute();
  await db.schema
    .alterTable("invoice_lines")
    .addCheckConstraint("invoice_lines_ground_exempt_check", sql`exemption_ground is null or exemption is not null`)
    .execute();
  // Only drafts: an issued invoice is a document already delivered, and the database keeps its
  // lines as they were (its PDF keeps printing the article it was issued with).
  for (const [code, ground] of Object.entries(GROUND_OF_CODE)) {
    await sql`update invoice_lines set exemption_ground = ${ground}
      where exemption = ${code} and invoice_id in (select id from invoices where status = 'draft')`.execute(db);
  }
  await db.schema
    .alterTable("courses")
    .addColumn("exemption_ground", "varchar(20)", (c) =>
      c.notNull().defaultTo("art20_1_9").check(inList("exemption_ground", GROUNDS)),
    )
    .execute();

  // No default in the table: invoices issued before it said nothing of how to pay, and still don't.
  await db.schema
    .alterTable("invoices")
    .addColumn("payment_method", "varchar(20)", (c) => c.check(inList("payment_method", METHODS)))
    .execute();
  await db.schema.alterTable("company").addColumn("iban", "varchar(34)").execute();

  // Not part of the fingerprint (the AEAT's huella names its fields), so records already chained keep theirs.
  await db.schema
    .alterTable("verifactu_records")
    .addColumn("recipient", "jsonb")
    .addColumn("breakdown", "jsonb")
    .execute();
}

/** "Calle Mayor 1, 28013 Madrid": the street stays, the postal code, city and province move to their own columns. */
async function splitSpanishAddresses(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom("lead_clients").select(["id", "address"]).where("address", "is not", null).execute();
  for (const row of rows) {
    const match = /^(.+?),\s*((?:0[1-9]|[1-4]\d|5[0-2])\d{3})\s+([^,\d][^,]*?)\s*$/.exec(String(row.address));
    if (!match) continue;
    const [, street, postalCode, city] = match;
    const province = PROVINCES[Number(postalCode.slice(0, 2)) - 1];
    await db
      .updateTable("lead_clients")
      .set({ address: street.trim(), postal_code: postalCode, city, province })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("verifactu_records").dropColumn("recipient").dropColumn("breakdown").execute();
  await db.schema.alterTable("company").dropColumn("iban").execute();
  await db.schema.alterTable("invoices").dropColumn("payment_method").execute();
  await db.schema.alterTable("courses").dropColumn("exemption_ground").execute();
  await db.schema.alterTable("invoice_lines").dropConstraint("invoice_lines_ground_exempt_check").execute();
  await db.schema.alterTable("invoice_lines").dropColumn("exemption_ground").execute();
  await db.schema
    .alterTable("lead_clients")
    .dropColumn("tax_id_type")
    .dropColumn("postal_code")
    .dropColumn("city")
    .dropColumn("province")
    .dropColumn("country")
    .execute();
}
