// The listbox of the search dialog: one group per kind (the resource's icon and title), its
// records (title, second line, a "similar" hint for a typo match) and its "see all" link.
import type { CSSProperties } from "react";
import { Tag, Typography, theme } from "antd";
import { RightOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { getResource } from "../../../resources/registry";
import { ResourceIcon } from "../../resource-pages/icon-registry";
import type { SearchGroup } from "./search-api";
import type { SearchEntry } from "./search-entries";

export const LISTBOX_ID = "search-listbox";

interface Props {
  groups: SearchGroup[];
  entries: SearchEntry[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (entry: SearchEntry) => void;
}

export function SearchResults({ groups, entries, active, onActivate, onChoose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const activeId = entries[active]?.id;
  const option = (entry: SearchEntry): CSSProperties => ({
    display: "flex",
    alignItems: "center",
    gap: 8,
    padding: "6px 12px",
    borderRadius: token.borderRadius,
    cursor: "pointer",
    background: entry.id === activeId ? token.controlItemBgActive : undefined,
  });
  return (
    <div
      role="listbox"
      id={LISTBOX_ID}
      aria-label={t("search:results")}
      style={{ maxHeight: "min(60vh, 480px)", overflowY: "auto", margin: "0 -12px" }}
    >
      {groups.map((group) => {
        const headerId = `search-group-${group.kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of listbox options, not of form inputs
          <div
            key={group.kind}
            role="group"
            aria-labelledby={headerId}
            data-kind={group.kind}
            style={{ paddingBottom: 8 }}
          >
            <div
              id={headerId}
              role="presentation"
              style={{
                display: "flex",
                gap: 8,
                padding: "4px 12px",
                fontSize: token.fontSizeSM,
                fontWeight: 600,
                color: token.colorTextSecondary,
              }}
            >
              <span aria-hidden style={{ display: "contents" }}>
                <ResourceIcon name={getResource(group.resource)?.icon} />
              </span>
              {t(`resources:${group.resource}.title`)}
            </div>
            {entries.map((entry, index) =>
              entry.group.kind !== group.kind ? null : (
                // biome-ignore lint/a11y/useFocusableInteractive: the search box keeps the focus and the keys
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box keeps the focus and the keys
                <div
                  key={entry.id}
                  id={entry.id}
                  role="option"
                  aria-selected={entry.id === activeId}
                  data-testid={entry.type === "more" ? "search-more" : "search-option"}
                  style={option(entry)}
                  // The box keeps the focus: the arrows and Enter go on working after a click.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => index !== active && onActivate(index)}
                  onClick={() => onChoose(entry)}
                >
                  {entry.type === "more" ? (
                    <Typography.Text style={{ color: token.colorLink }}>
                      {t("search:seeAll")} <RightOutlined aria-hidden style={{ fontSize: 10 }} />
                    </Typography.Text>
                  ) : (
                    <>
                      <div style={{ minWidth: 0, flex: 1 }}>
                        <Typography.Text ellipsis style={{ display: "block" }}>
                          {entry.item.title}
                        </Typography.Text>
                        {entry.item.subtitle && (
                          <Typography.Text
                            type="secondary"
                            ellipsis
                            style={{ display: "block", fontSize: token.fontSizeSM }}
                          >
                            {entry.item.subtitle}
                          </Typography.Text>
                        )}
                      </div>
                      {entry.item.match === "similar" && (
                        <Tag
                          bordered={false}
                          color="gold"
                          title={t("search:similarHint")}
                          style={{ marginInlineEnd: 0 }}
                        >
                          {t("search:similar")}
                        </Tag>
                      )}
                    </>
                  )}
                </div>
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
