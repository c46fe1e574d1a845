import { useState } from "react";
import { Alert, Button, Flex, Typography } from "antd";
import { CheckOutlined, CopyOutlined, DownloadOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

/** The backup codes, shown once: to copy or to download as a text file. */
export function BackupCodesView({ codes, email }: { codes: string[]; email?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t("two-factor:page.fileHeader", { email: email ?? "" })}\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join("\n")).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "backup-codes.txt" });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon message={t("two-factor:page.backupHelp")} />
      <ul
        data-testid="backup-codes"
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
          gap: 8,
          padding: 16,
          margin: 0,
          listStyle: "none",
          background: "#fafafa",
          border: "1px solid #f0f0f0",
          borderRadius: 8,
        }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code style={{ fontSize: 16 }}>
              {code}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Flex gap={8} wrap>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={copy}>
          {t(copied ? "two-factor:page.copied" : "two-factor:page.copy")}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t("two-factor:page.download")}
        </Button>
      </Flex>
    </Flex>
  );
}
