// What one timeline entry says, in the reader's language: a sentence per kind built from the
// entry's `data` (docs/crm-api.md). Who did it and when are shown beside it, not in it.
import type { TFunction } from "i18next";
import dayjs from "dayjs";
import { formatMoney } from "../../../resource-pages/money";
import type { TimelineEntry } from "../../../../resources/crm/lead-page-answers";

const ANSWER_LENGTH = 140;

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** The first characters of a long text (a developed answer), on one line. */
export function shorten(value: unknown, length = ANSWER_LENGTH): string {
  const flat = text(value).replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** A change from one value to another: set (nothing before), cleared (nothing after) or changed. */
function change(t: TFunction, kind: string, from: string, to: string): string {
  if (!from) return t(`lead-detail:timeline.sentence.${kind}.set`, { to });
  if (!to) return t(`lead-detail:timeline.sentence.${kind}.cleared`, { from });
  return t(`lead-detail:timeline.sentence.${kind}.changed`, { from, to });
}

function named(data: Record<string, unknown>, side: "from" | "to"): string {
  return text(data[`${side}_name`] ?? data[side]);
}

export function timelineSentence(entry: TimelineEntry, t: TFunction, lang: string): string {
  const data = entry.data ?? {};
  const activityType = () =>
    t(`lead-detail:timeline.activityTypes.${text(data.type) || "task"}`, { defaultValue: text(data.type) });
  switch (entry.kind) {
    case "status":
    case "stage":
    case "owner":
      return change(t, entry.kind, named(data, "from"), named(data, "to"));
    case "value": {
      const money = (v: unknown) => (v === null || v === undefined || v === "" ? "" : formatMoney(v, lang));
      return change(t, "value", money(data.from), money(data.to));
    }
    case "activity":
      return data.due_at
        ? t("lead-detail:timeline.sentence.activity.due", {
            type: activityType(),
            subject: text(data.subject),
            due: dayjs(text(data.due_at)).locale(lang).format("L LT"),
          })
        : t("lead-detail:timeline.sentence.activity.plain", { type: activityType(), subject: text(data.subject) });
    case "activity_done":
      return t("lead-detail:timeline.sentence.activity_done", { type: activityType(), subject: text(data.subject) });
    case "email":
      return t("lead-detail:timeline.sentence.email", { subject: text(data.subject) });
    case "request":
      return t("lead-detail:timeline.sentence.request", { subject: text(data.subject) });
    case "answer": {
      const questionnaire = t(
        `lead-detail:timeline.questionnaires.${text(data.questionnaire) === "financial" ? "financial" : "general"}`,
      );
      const answer = shorten(data.answer);
      return answer
        ? t("lead-detail:timeline.sentence.answer.set", { question: text(data.question), questionnaire, answer })
        : t("lead-detail:timeline.sentence.answer.cleared", { question: text(data.question), questionnaire });
    }
    case "lost":
      return t("lead-detail:timeline.sentence.lost", { reason: text(data.reason) });
    case "converted":
      return t(
        data.project_id
          ? "lead-detail:timeline.sentence.converted.withProject"
          : "lead-detail:timeline.sentence.converted.plain",
        {
          client: text(data.client_name) || `#${text(data.client_id)}`,
        },
      );
    case "merged":
      return t(data.undone ? "lead-detail:timeline.sentence.mergeUndone" : "lead-detail:timeline.sentence.merged", {
        source: text(data.source_name),
      });
    case "created":
    case "note":
    case "reopened":
    case "imported":
      return t(`lead-detail:timeline.sentence.${entry.kind}`);
    default:
      return t("lead-detail:timeline.sentence.other", { kind: String(entry.kind) });
  }
}
