import type { RowOf } from "../../../../resources/kit/row-types";
import type { leads } from "../../../../resources/crm/leads";

// A lead as GET /api/leads/:id answers it, read from its declaration (resources/crm/leads.ts); the
// lead page's own endpoints answer the shapes of resources/crm/lead-page-answers.ts.
export type LeadRecord = RowOf<typeof leads>;
