// The filter bar of a table or board page: a search box and the page's filters, the first few
// always shown and the rest behind "More filters", all kept in the URL (see url-filters.ts).
import { useState, type ReactNode } from "react";
import { Button, Col, Form, Grid, Input, Row, Space } from "antd";
import { ClearOutlined, FilterOutlined } from "@ant-design/icons";
import { useUrlParams } from "../use-url-params";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { FilterControl } from "./filter-control";
import { LinkFilterTags } from "./link-filter-tags";
import {
  activeCount,
  applyParams,
  barParams,
  linkFiltersOf,
  paramsOf,
  SEARCH_PARAM,
  type FilterSpec,
  type FilterValue,
} from "./url-filters";

interface FilterBarProps {
  def: ResourceDef;
  specs: readonly FilterSpec[];
  /** How many filters show before "More filters" (on a phone, none: the cards come first). */
  visible?: number;
  /** A page's own switch beside "More filters" (the invoices' "overdue only"). */
  extra?: ReactNode;
  /** The URL parameters that switch keeps: counted as filters, and cleared with them. */
  extraParams?: readonly string[];
}

const COLUMN = { xs: 24, sm: 12, lg: 8, xl: 6 };

export function FilterBar({ def, specs, visible = 3, extra: pageExtra, extraParams = [] }: FilterBarProps) {
  const { t } = useTranslation();
  const [params, updateParams] = useUrlParams();
  const phone = Grid.useBreakpoint().sm === false;
  const always = phone ? 0 : visible;
  const extra = specs.slice(always);
  const [expanded, setExpanded] = useState(() => activeCount(extra, params) > 0);
  const change = (changes: Record<string, FilterValue | null | undefined>) =>
    updateParams((next) => applyParams(next, changes), { replace: true });
  const shown = expanded ? specs : specs.slice(0, always);
  // A link's filters beyond the bar (a dashboard figure's): applied by the page, shown as tags.
  const links = linkFiltersOf(def, params, new Set([...barParams(specs, params), ...extraParams]));
  const active =
    activeCount(specs, params)
    + [SEARCH_PARAM, ...extraParams].filter((name) => params.get(name)).length
    + links.length;
  const clear = () =>
    change(
      Object.fromEntries(
        [SEARCH_PARAM, ...extraParams, ...specs.flatMap(paramsOf), ...links.map((l) => l.param)].map((name) => [
          name,
          null,
        ]),
      ),
    );
  const searchId = `filter-${def.name}-q`;

  return (
    <Form layout="vertical" component="div" data-testid="filter-bar" style={{ marginBottom: 12 }}>
      <Row gutter={12}>
        {def.list.search.length > 0 && (
          <Col {...COLUMN}>
            <Form.Item label={t("kanban:filters.search")} htmlFor={searchId} style={{ marginBottom: 12 }}>
              <Input.Search
                id={searchId}
                key={params.get(SEARCH_PARAM) ?? ""}
                allowClear
                defaultValue={params.get(SEARCH_PARAM) ?? ""}
                placeholder={t("list.search")}
                onSearch={(value) => change({ [SEARCH_PARAM]: value.trim() })}
              />
            </Form.Item>
          </Col>
        )}
        {shown.map((spec) => (
          <Col key={`${spec.field}${spec.range ? ":range" : ""}`} {...COLUMN}>
            <FilterControl def={def} spec={spec} params={params} onChange={change} />
          </Col>
        ))}
      </Row>
      <LinkFilterTags
        def={def}
        filters={links.map((l) => ({ ...l, key: l.param }))}
        onRemove={(filter) => change({ [filter.key]: null })}
      />
      {(extra.length > 0 || active > 0 || pageExtra) && (
        <Space wrap style={{ marginBottom: 4 }}>
          {extra.length > 0 && (
            <Button
              size="small"
              icon={<FilterOutlined />}
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
            >
              {expanded ? t("kanban:filters.fewer") : t("kanban:filters.more", { count: activeCount(extra, params) })}
            </Button>
          )}
          {pageExtra}
          {active > 0 && (
            <Button size="small" type="link" icon={<ClearOutlined />} onClick={clear}>
              {t("kanban:filters.clear", { count: active })}
            </Button>
          )}
        </Space>
      )}
    </Form>
  );
}
