// /billings/unbilled?client_id= or ?project_id=: the logged time nobody has invoiced yet, grouped
// by task or by person, every entry picked to begin with. "Create draft" makes a draft invoice
// with a line per group (hours × rate) holding those entries, and opens it in the editor.
import { useEffect, useMemo, useState } from "react";
import { useOne } from "@refinedev/core";
import { List } from "@refinedev/antd";
import { Alert, Button, Card, Empty, Form, Segmented, Space, Spin, Typography } from "antd";
import { FileAddOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useUrlParams } from "../../../components/use-url-params";
import { formatMoney } from "../../../resource-pages/money";
import { ReferenceSelect } from "../../../resource-pages/reference-select";
import { invoiceUnbilledTime, loadUnbilledTime } from "../billing-api";
import { invoiceEditPath } from "../billing-paths";
import { UnbilledGroupCard } from "./unbilled-group-card";
import {
  allEntryIds,
  hoursOf,
  pickedTotals,
  toggleEntry,
  toggleGroup,
  type UnbilledGroupBy,
} from "./unbilled-selection";

const idParam = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

export function UnbilledTimePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, updateParams] = useUrlParams();
  const projectId = idParam(params.get("project_id"));
  const groupBy: UnbilledGroupBy = params.get("group") === "person" ? "person" : "task";
  // A project's client is the invoice's client.
  const { result: project } = useOne<{ client_id?: number | null; name?: string }>({
    resource: "projects",
    id: projectId ?? "",
    queryOptions: { enabled: projectId !== undefined },
  });
  const clientId = idParam(params.get("client_id")) ?? project?.client_id ?? undefined;
  const asked = clientId !== undefined || projectId !== undefined;
  const query = { ...(projectId ? { project_id: projectId } : { client_id: clientId }), group: groupBy };
  const { data, isLoading, refetch } = useQuery({
    queryKey: ["data", "default", "invoices", "unbilled-time", query],
    queryFn: () => loadUnbilledTime(query),
    enabled: asked,
  });
  const groups = useMemo(() => data?.groups ?? [], [data]);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  useEffect(() => setPicked(new Set(allEntryIds(groups))), [groups]);
  const chosen = pickedTotals(groups, picked);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!clientId) return;
    setCreating(true);
    try {
      const draft = await invoiceUnbilledTime({
        client_id: clientId,
        ...(projectId ? { project_id: projectId } : {}),
        entry_ids: [...picked],
        group: groupBy,
      });
      navigate(invoiceEditPath(draft.id));
    } catch {
      // Toasted by the HTTP client (409: an entry was invoiced meanwhile); the list is read again.
      setCreating(false);
      void refetch();
    }
  };
  const setParam = (name: string, value: string | undefined) =>
    updateParams((next) => (value ? next.set(name, value) : next.delete(name)), { replace: true });

  return (
    // Refine would take the path for an invoice's (/billings/:id): the page has no breadcrumb of its own.
    <List title={t("billing:unbilled.title")} headerButtons={null} canCreate={false} breadcrumb={false}>
      <Form layout="vertical" component="div">
        <Space wrap size={16} align="end">
          {projectId === undefined && (
            <Form.Item
              label={t("resources:invoices.fields.client_id")}
              htmlFor="unbilled-client"
              style={{ marginBottom: 12 }}
            >
              <ReferenceSelect
                id="unbilled-client"
                resource="lead-clients"
                value={clientId ?? null}
                onChange={(v) => setParam("client_id", v ? String(v) : undefined)}
                style={{ width: 280 }}
              />
            </Form.Item>
          )}
          {project && (
            <Typography.Paragraph style={{ marginBottom: 12 }}>
              {t("billing:unbilled.ofProject", { name: project.name ?? "" })}
            </Typography.Paragraph>
          )}
          <Form.Item label={t("billing:unbilled.groupBy")} style={{ marginBottom: 12 }}>
            <Segmented<UnbilledGroupBy>
              value={groupBy}
              onChange={(value) => setParam("group", value === "task" ? undefined : value)}
              options={[
                { value: "task", label: t("billing:unbilled.byTask") },
                { value: "person", label: t("billing:unbilled.byPerson") },
              ]}
            />
          </Form.Item>
        </Space>
      </Form>
      {data && data.missing_rates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t("billing:unbilled.missingRates", { names: data.missing_rates.join(", ") })}
          data-testid="unbilled-missing-rates"
        />
      )}
      {!asked ? (
        <Empty description={t("billing:unbilled.pickClient")} />
      ) : isLoading ? (
        <Spin style={{ display: "block", margin: "48px auto" }} />
      ) : groups.length === 0 ? (
        <Empty description={t("billing:unbilled.none")} />
      ) : (
        <>
          {groups.map((group) => (
            <UnbilledGroupCard
              key={group.key}
              group={group}
              groupBy={groupBy}
              picked={picked}
              onToggleGroup={(g) => setPicked(toggleGroup(g, picked))}
              onToggleEntry={(id) => setPicked(toggleEntry(id, picked))}
            />
          ))}
          <Card size="small" style={{ position: "sticky", bottom: 0, zIndex: 3 }} data-testid="unbilled-summary">
            <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
              <Typography.Text>
                {t("billing:unbilled.picked", {
                  count: chosen.entries,
                  hours: new Intl.NumberFormat(i18n.language).format(hoursOf(chosen.minutes)),
                })}{" "}
                <Typography.Text strong data-testid="unbilled-amount">
                  {formatMoney(chosen.amount, i18n.language)}
                </Typography.Text>
              </Typography.Text>
              <Button
                type="primary"
                icon={<FileAddOutlined />}
                disabled={chosen.entries === 0 || !clientId}
                loading={creating}
                onClick={() => void create()}
                data-testid="unbilled-create"
              >
                {t("billing:unbilled.create")}
              </Button>
            </Space>
          </Card>
        </>
      )}
    </List>
  );
}
