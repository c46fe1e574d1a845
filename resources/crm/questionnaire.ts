import { defineResource } from "../kit/define-resource.js";
import { STAFF_READ } from "../kit/permissions.js";
import type { Area } from "../kit/types.js";
import { QUESTION_KINDS } from "./crm-options.js";

// The two questionnaires answered per lead (docs/product.md#entity-decisions) share one shape: enumerated questions
// offer options worth points, developed ones take free text.
function questionnaire(name: string, table: string, route: string, area: Area) {
  return defineResource({
    name,
    table,
    area,
    route,
    icon: "question-circle",
    labelField: "question",
    fields: {
      question: { type: "string", required: true, minLength: 3, maxLength: 300 },
      kind: { type: "enum", options: QUESTION_KINDS, default: "enumerated" },
      options: { type: "choices" },
      order: { type: "integer", min: 0, max: 9999, default: 0 },
      active: { type: "boolean", default: true },
      answers_count: {
        type: "integer",
        readOnly: true,
        count: {
          table: "lead_answers",
          foreignKey: table === "lead_questions" ? "question_id" : "financial_question_id",
        },
      },
    },
    list: {
      columns: ["question", "kind", "options", "order", "active", "answers_count"],
      filters: ["id", "question", "kind", "active"],
      sorters: ["id", "question", "kind", "order", "created_at"],
      search: ["question"],
      defaultSort: { field: "order", order: "asc" },
    },
    permissions: STAFF_READ,
  });
}

export const leadQuestions = questionnaire("lead-questions", "lead_questions", "/crm/lead-questions", "crm");
export const leadFinancialQuestions = questionnaire(
  "lead-financial-questions",
  "lead_financial_questions",
  "/crm/lead-financial-questions",
  "crm",
);
