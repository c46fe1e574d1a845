import { sql, type Kysely } from "kysely";
import { LARGE_DATA_DOMAIN } from "../../api/seed/large-data.js";

// What the CRM benches ask about, picked from the large data set so each request does the most
// work a real one would: the commercial with most leads, the commonest status, the fullest
// pipeline and its fullest stage, this month, and leads whose contact data the duplicate check
// is asked for (one of them in the commonest company, so the similar-name test has most to read).

export interface DuplicateProbe {
  email?: string;
  phone?: string;
  name?: string;
  company?: string;
}

export interface CrmLookups {
  commercial: { id: number; email: string };
  status: number;
  pipeline: number;
  stage: number;
  month: { from: string; to: string };
  /** Probes that find a lead (by email, phone, similar name) and ones that find none. */
  probes: { found: DuplicateProbe[]; none: DuplicateProbe[] };
}

const one = async <T>(db: Kysely<any>, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;

export async function crmLookups(db: Kysely<any>): Promise<CrmLookups> {
  const commercial = await one(
    db,
    sql<{ id: number; email: string }>`select u.id, u.email from leads l join users u on u.id = l.owner_id
    where u.email like ${`%@${LARGE_DATA_DOMAIN}`} group by u.id, u.email order by count(*) desc, u.id limit 1`,
  );
  const status = await one(
    db,
    sql<{
      id: number;
    }>`select lead_status_id as id from leads where lead_status_id is not null group by 1 order by count(*) desc limit
      1`,
  );
  const stage = await one(
    db,
    sql<{ id: number; pipeline_id: number }>`select stage_id as id, pipeline_id from leads where stage_id is not null
    group by 1, 2 order by count(*) desc limit 1`,
  );
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1000);
  const company = await one(
    db,
    sql<{
      company: string;
    }>`select company from leads where company is not null group by 1 order by count(*) desc limit 1`,
  );
  const samples = await sql<{
    name: string;
    email: string;
    phone: string;
    company: string;
  }>`select name, email, phone, company from leads
    where email is not null and phone is not null and company is not null order by hashint4(id) limit 4`.execute(db);
  const inCompany = await one(
    db,
    sql<{ name: string }>`select name from leads where company = ${company.company} order by id limit 1`,
  );
  const [a, b, c, d] = samples.rows;
  return {
    commercial,
    status: status.id,
    pipeline: stage.pipeline_id,
    stage: stage.id,
    month: { from: from.toISOString(), to: to.toISOString() },
    probes: {
      found: [
        // As the form asks once all four are filled in; then each test alone, in another spelling.
        { email: a.email, phone: a.phone, name: a.name, company: a.company },
        { email: b.email.toUpperCase() },
        { phone: c.phone.replace(/^\+34 /, "0034").replace(/ /g, "") },
        { name: `${inCompany.name.slice(0, -1)}`, company: company.company.toLowerCase() },
        { email: d.email, name: d.name, company: d.company },
      ],
      none: [
        {
          email: "nadie.nuevo@correo.test",
          phone: "699 000 001",
          name: "Nadie Nuevo Todavía",
          company: company.company,
        },
        {
          email: "otra.persona@sin-coincidencias.test",
          phone: "+34 611 000 002",
          name: "Otra Persona",
          company: "Empresa que no existe S.L.",
        },
        { email: "tercera@correo.test" },
      ],
    },
  };
}

export function duplicatesPath(probe: DuplicateProbe): string {
  return `/api/leads/duplicates?${new URLSearchParams(probe as Record<string, string>)}`;
}
