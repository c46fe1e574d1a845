// Everything that happened to the lead, newest first: a note composer and an "add activity"
// button on top, chips to show one kind of entry (kept in the URL, ?timeline=), then the entries,
// PAGE_SIZE more at each "Load more". Live changes and writes made here read it again.
import { useState, type KeyboardEvent } from "react";
import { useCan } from "@refinedev/core";
import { Button, Card, Empty, Grid, Space, Tag, Timeline } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChildFormModal } from "../../../components/child-records/child-form-modal";
import { TextComposer } from "../../../components/text-composer";
import { useUrlParams } from "../../../components/use-url-params";
import { addNote } from "./lead-api";
import { leadKey, useTimeline } from "./lead-queries";
import { TIMELINE_ICONS } from "./timeline-icons";
import { TimelineEntryView } from "./timeline-entry";
import { TIMELINE_FILTER_KEYS, TIMELINE_FILTERS, isTimelineFilter } from "./timeline-filters";
import { leadActivities } from "../../../../resources/crm/lead-activities";

export const PAGE_SIZE = 20;

interface LeadTimelineProps {
  leadId: number;
  /** Whether the reader may write on the lead (notes, activities, undo). */
  mayWrite: boolean;
  onUndoMerge(mergeId: number, sourceId?: number): void;
}

export function LeadTimeline({ leadId, mayWrite, onUndoMerge }: LeadTimelineProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, updateParams] = useUrlParams();
  const wanted = params.get("timeline");
  const filter = isTimelineFilter(wanted) ? wanted : "all";
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const screens = Grid.useBreakpoint();
  const mayAddActivity = useCan({ resource: "lead-activities", action: "create" }).data?.can ?? false;
  const { data, isLoading, isFetching } = useTimeline(leadId, TIMELINE_FILTERS[filter], limit);
  const entries = data?.entries ?? [];
  const undone = new Set(
    entries.filter((e) => e.kind === "merged" && e.data?.undone).map((e) => Number(e.data.merge_id)),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: leadKey(leadId) });

  const choose = (next: string) => {
    setLimit(PAGE_SIZE);
    updateParams((url) => (next === "all" ? url.delete("timeline") : url.set("timeline", next)), { replace: true });
  };

  return (
    <Card
      title={t("lead-detail:timeline.title")}
      data-testid="lead-timeline"
      styles={{ body: { paddingInline: screens.sm ? 24 : 12 } }}
      extra={
        mayWrite && mayAddActivity ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="timeline-add-activity"
          >
            {t("lead-detail:timeline.addActivity")}
          </Button>
        ) : null
      }
    >
      {mayWrite && (
        <div style={{ marginBottom: 16 }}>
          <TextComposer
            placeholder={t("lead-detail:timeline.notePlaceholder")}
            submitLabel={t("lead-detail:timeline.addNote")}
            onSubmit={async (text) => {
              await addNote(leadId, text);
              await refresh();
            }}
            testId="note-composer"
          />
        </div>
      )}
      <Space
        size={[4, 8]}
        wrap
        style={{ marginBottom: 16 }}
        role="group"
        aria-label={t("lead-detail:timeline.filterLabel")}
        data-testid="timeline-filters"
      >
        {TIMELINE_FILTER_KEYS.map((key) => (
          // antd draws a checkable tag as a bare span: the role makes its pressed state (and the
          // keyboard) part of what a screen reader announces.
          <Tag.CheckableTag
            key={key}
            checked={filter === key}
            onChange={() => choose(key)}
            data-testid={`timeline-filter-${key}`}
            aria-pressed={filter === key}
            {...pressable(() => choose(key))}
          >
            {t(`lead-detail:timeline.filters.${key}`)}
          </Tag.CheckableTag>
        ))}
      </Space>
      {!isLoading && entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("lead-detail:timeline.empty")} />
      ) : (
        <Timeline
          style={{ marginTop: 8 }}
          data-testid="timeline-entries"
          items={entries.map((entry) => ({
            key: entry.id,
            dot: TIMELINE_ICONS[entry.kind]?.icon,
            color: TIMELINE_ICONS[entry.kind]?.color ?? "gray",
            children: (
              <TimelineEntryView entry={entry} onUndoMerge={mayWrite ? onUndoMerge : undefined} undone={undone} />
            ),
          }))}
        />
      )}
      {data && entries.length < data.total && (
        <Button block onClick={() => setLimit((n) => n + PAGE_SIZE)} loading={isFetching} data-testid="timeline-more">
          {t("lead-detail:timeline.more", { count: data.total - entries.length })}
        </Button>
      )}
      {mayAddActivity && (
        <ChildFormModal
          def={leadActivities}
          parentField="lead_id"
          parentId={leadId}
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={() => void refresh()}
        />
      )}
    </Card>
  );
}

/** A button's role and keys for a span antd renders (its props pass through to the span, untyped). */
function pressable(press: () => void): object {
  return {
    role: "button",
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      press();
    },
  };
}
