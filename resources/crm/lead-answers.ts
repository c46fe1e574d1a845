import { defineResource } from "../kit/define-resource.js";

// One lead's answer to one question of either questionnaire. Answers are written through
// PUT /api/leads/:id/answers, which follows the lead's scope and keeps one answer per question;
// this resource lets admins and integrations read them.
export const leadAnswers = defineResource({
  name: "lead-answers",
  table: "lead_answers",
  area: "crm",
  route: "/crm/lead-answers",
  icon: "check-circle",
  labelField: "id",
  menu: false,
  pages: [],
  fields: {
    lead_id: { type: "reference", reference: "leads", required: true },
    question_id: { type: "reference", reference: "lead-questions" },
    financial_question_id: { type: "reference", reference: "lead-financial-questions" },
    option_id: { type: "string", maxLength: 40 },
    text: { type: "text", maxLength: 5000 },
  },
  list: {
    columns: ["lead_id", "question_id", "financial_question_id", "option_id", "text"],
    filters: ["id", "lead_id", "question_id"],
    sorters: ["id", "created_at"],
    search: ["text"],
    defaultSort: { field: "id", order: "asc" },
  },
  permissions: { superadmin: ["list", "show"], admin: ["list", "show"] },
});
