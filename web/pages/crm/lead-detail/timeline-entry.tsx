// One timeline entry: who and when, the sentence, and what the kind adds (a note's text, an
// activity's outcome, the points an answer earned, links to the client and project of a
// conversion, "Undo" on a recent merge).
import { Button, Space, Tag, Typography, theme } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { clientPath, projectPath } from "./lead-paths";
import type { TimelineEntry } from "../../../../resources/crm/lead-page-answers";
import { mayUndoMerge } from "./merge-undo";
import { timelineSentence } from "./timeline-sentence";

interface TimelineEntryViewProps {
  entry: TimelineEntry;
  /** Undoes a merge; none for a reader who may not. */
  onUndoMerge?(mergeId: number, sourceId?: number): void;
  /** Merges already undone (their undo is an entry of its own). */
  undone?: ReadonlySet<number>;
}

function Extra({ entry, onUndoMerge, undone }: TimelineEntryViewProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const data = entry.data ?? {};
  const paragraph = (value: unknown, testId: string) => (
    <Typography.Paragraph
      style={{ whiteSpace: "pre-wrap", margin: "4px 0 0", color: token.colorText, overflowWrap: "anywhere" }}
      data-testid={testId}
    >
      {String(value)}
    </Typography.Paragraph>
  );
  switch (entry.kind) {
    case "note":
      return paragraph(data.text ?? "", "timeline-note-text");
    case "activity_done":
      return data.outcome ? paragraph(data.outcome, "timeline-outcome") : null;
    case "answer":
      return typeof data.points === "number" ? (
        <Tag color="blue">{t("lead-detail:timeline.points", { count: data.points })}</Tag>
      ) : null;
    case "converted":
      return (
        <Space size={12} wrap>
          {data.client_id ? (
            <Link to={clientPath(Number(data.client_id))}>{t("lead-detail:converted.client")}</Link>
          ) : null}
          {data.project_id ? (
            <Link to={projectPath(Number(data.project_id))}>{t("lead-detail:converted.project")}</Link>
          ) : null}
        </Space>
      );
    case "merged":
      return onUndoMerge
        && data.merge_id
        && !data.undone
        && !undone?.has(Number(data.merge_id))
        && mayUndoMerge(entry.at) ? (
        <Button
          size="small"
          onClick={() => onUndoMerge(Number(data.merge_id), data.source_id ? Number(data.source_id) : undefined)}
          data-testid="timeline-undo-merge"
        >
          {t("lead-detail:merge.undo")}
        </Button>
      ) : null;
    default:
      return null;
  }
}

export function TimelineEntryView({ entry, onUndoMerge, undone }: TimelineEntryViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="timeline-entry" data-kind={entry.kind}>
      <Space size={8} wrap>
        <Typography.Text strong>{entry.actor_name || t("lead-detail:timeline.system")}</Typography.Text>
        <RelativeTime value={entry.at} />
      </Space>
      <div data-testid="timeline-sentence" style={{ overflowWrap: "anywhere" }}>
        {timelineSentence(entry, t, i18n.language)}
      </div>
      <Extra entry={entry} onUndoMerge={onUndoMerge} undone={undone} />
    </div>
  );
}
