// "Generate monthly fees": the month (kept in the URL, ?month=YYYY-MM, this month by default),
// what its run would draft now, and the button that runs it (one draft per client) once confirmed.
import { useState } from "react";
import { App, Button, Card, Col, DatePicker, Row, Space, Statistic, Typography } from "antd";
import { ThunderboltOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useUrlParams } from "../../components/use-url-params";
import { formatMoney } from "../../resource-pages/money";
import { toast } from "../../providers/toast";
import { loadPreview, runMonth, TUITION_KEY } from "./tuition-api";
import { monthName } from "./tuition-format";
import { useTuitionRefresh } from "./use-tuition-refresh";

export function MonthRunCard() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const refresh = useTuitionRefresh();
  const [params, updateParams] = useUrlParams();
  const asked = params.get("month");
  const month: Dayjs = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? dayjs(`${asked}-01`) : dayjs().startOf("month");
  const setMonth = (value: Dayjs) =>
    updateParams((next) => next.set("month", value.format("YYYY-MM")), { replace: true });
  const [running, setRunning] = useState(false);
  const key = month.format("YYYY-MM");
  const label = monthName(key, i18n.language);
  const { data: preview, isFetching } = useQuery({
    queryKey: [...TUITION_KEY, "preview", key],
    queryFn: () => loadPreview(key),
  });
  const money = (cents: number) => formatMoney(cents, i18n.language);

  const run = async () => {
    const ok = await modal.confirm({
      title: t("tuition:month.confirmTitle", { month: label }),
      content: t("tuition:month.confirmBody", { count: preview?.clients ?? 0, total: money(preview?.total ?? 0) }),
      okText: t("tuition:month.run"),
      cancelText: t("buttons.cancel"),
    });
    if (!ok) return;
    setRunning(true);
    try {
      const result = await runMonth(key);
      toast(
        result.run
          ? { type: "success", message: t("tuition:month.done", { count: result.invoice_count }) }
          : { type: "info", message: t("tuition:month.nothing", { month: label }) },
      );
      await refresh();
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card title={t("tuition:month.title")} style={{ height: "100%" }} data-testid="tuition-month">
      <Typography.Paragraph type="secondary">{t("tuition:month.explain")}</Typography.Paragraph>
      <Space wrap align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t("tuition:month.label")}</Typography.Text>
        <DatePicker
          picker="month"
          format="MMMM YYYY"
          allowClear={false}
          value={month}
          onChange={(value) => value && setMonth(value.startOf("month"))}
          aria-label={t("tuition:month.label")}
          data-testid="tuition-month-picker"
        />
      </Space>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} sm={6}>
          <Statistic
            title={t("tuition:month.clients")}
            value={preview?.clients ?? 0}
            loading={isFetching && !preview}
            data-testid="preview-clients"
          />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic
            title={t("tuition:month.registrations")}
            value={preview?.registrations ?? 0}
            loading={isFetching && !preview}
            data-testid="preview-registrations"
          />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic
            title={t("tuition:month.total")}
            value={money(preview?.total ?? 0)}
            loading={isFetching && !preview}
            data-testid="preview-total"
          />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic
            title={t("tuition:month.alreadyCharged")}
            value={preview?.already_charged ?? 0}
            loading={isFetching && !preview}
            data-testid="preview-charged"
          />
        </Col>
      </Row>
      <Button
        type="primary"
        icon={<ThunderboltOutlined />}
        loading={running}
        disabled={!preview || preview.registrations === 0}
        onClick={() => void run()}
        data-testid="tuition-run"
      >
        {t("tuition:month.run")}
      </Button>
    </Card>
  );
}
