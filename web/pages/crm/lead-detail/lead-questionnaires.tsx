// The two questionnaires (general, financial) answered inline, in tabs. Each answer saved
// answers the lead's new score, which the header shows at once; the timeline and the answers are
// then read again (an answer is a timeline entry too).
import { Card, Empty, Grid, Spin, Tabs, Typography } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { saveAnswer } from "./lead-api";
import { leadKey, useQuestionnaires } from "./lead-queries";
import type { QuestionnaireKey, Question } from "../../../../resources/crm/lead-page-answers";
import { QuestionItem } from "./question-item";

const QUESTIONNAIRES: QuestionnaireKey[] = ["general", "financial"];

/** Answered questions over all questions: "2/5". */
export function answeredCount(questions: readonly Question[]): string {
  const answered = questions.filter((q) => q.answer && (q.answer.option_id || q.answer.text)).length;
  return `${answered}/${questions.length}`;
}

export function LeadQuestionnaires({ leadId, mayWrite }: { leadId: number; mayWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuestionnaires(leadId);
  const screens = Grid.useBreakpoint();

  const answer =
    (questionnaire: QuestionnaireKey, question: Question) => async (value: { option_id?: string; text?: string }) => {
      const score = await saveAnswer(leadId, { questionnaire, question_id: question.id, ...value });
      queryClient.setQueryData([...leadKey(leadId), "score"], score);
      // The score just set is fresh: only the rest is read again.
      void queryClient.invalidateQueries({
        queryKey: leadKey(leadId),
        predicate: (query) => query.queryKey[2] !== "score",
      });
    };

  const panel = (key: QuestionnaireKey) => {
    const questions = data?.[key] ?? [];
    if (questions.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("lead-detail:questionnaires.empty")} />;
    return (
      <div data-testid={`questionnaire-${key}`}>
        {questions.map((question) => (
          <QuestionItem key={question.id} question={question} disabled={!mayWrite} onAnswer={answer(key, question)} />
        ))}
      </div>
    );
  };

  return (
    <Card
      title={t("lead-detail:questionnaires.title")}
      data-testid="lead-questionnaires"
      styles={{ body: { paddingTop: 4, paddingInline: screens.sm ? 24 : 12 } }}
    >
      {isLoading ? (
        <Spin style={{ display: "block", margin: "24px auto" }} />
      ) : (
        <Tabs
          items={QUESTIONNAIRES.map((key) => ({
            key,
            label: (
              <span data-testid={`questionnaire-tab-${key}`}>
                {t(`lead-detail:questionnaires.${key}`)}{" "}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {answeredCount(data?.[key] ?? [])}
                </Typography.Text>
              </span>
            ),
            children: panel(key),
          }))}
        />
      )}
    </Card>
  );
}
