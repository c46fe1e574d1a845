// /about, for every signed-in user: what this invoicing system is (name, code, version) and its
// producer's declaración responsable, which the regulation asks to be visible in the system.
// The declaration is shown as the API gives it: in Spanish, the language it is signed in.
import { useEffect, useState } from "react";
import { Button, Card, Descriptions, Space, Spin, Typography } from "antd";
import { PrinterOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { httpClient } from "../../providers/http-client";

interface Item {
  item: string;
  label: string;
  text: string;
}

interface Declaration {
  title: string;
  system: { name: string; id: string; version: string };
  producer: { name: string; nif: string | null; address: string | null };
  items: Item[];
  annex: Item[];
  place: string;
  date: string;
}

function Items({ items, testId }: { items: Item[]; testId: string }) {
  return (
    <ol type="a" style={{ paddingInlineStart: 24, margin: 0 }} data-testid={testId}>
      {items.map((i) => (
        <li key={i.item} style={{ marginBottom: 8 }}>
          <Typography.Text strong>{i.label}: </Typography.Text>
          <Typography.Text>{i.text}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  const [declaration, setDeclaration] = useState<Declaration>();

  useEffect(() => {
    void httpClient.get<Declaration>("about/declaration").then(({ data }) => setDeclaration(data));
  }, []);

  if (!declaration) return <Spin size="large" style={{ display: "block", margin: "20vh auto" }} />;
  const { system, producer } = declaration;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("about:title")}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="about-system">
          <Descriptions.Item label={t("about:system")}>{system.name}</Descriptions.Item>
          <Descriptions.Item label={t("about:version")}>
            <span data-testid="about-version">{system.version}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("about:systemId")}>{system.id}</Descriptions.Item>
          <Descriptions.Item label={t("about:producer")}>
            {[producer.name, producer.nif].filter(Boolean).join(" · ")}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t("about:declaration")}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t("about:print")}
          </Button>
        }
        data-testid="declaration"
      >
        <Typography.Paragraph type="secondary">{t("about:declarationIntro")}</Typography.Paragraph>
        <article lang="es">
          <Typography.Title level={4} data-testid="declaration-title">
            {declaration.title}
          </Typography.Title>
          <Items items={declaration.items} testId="declaration-items" />
          <Typography.Title level={5}>{t("about:annex")}</Typography.Title>
          <Items items={declaration.annex} testId="declaration-annex" />
        </article>
      </Card>
    </Space>
  );
}
