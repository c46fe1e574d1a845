// The column chooser of a list: a button opening the list of columns to tick on or off.
import { Button, Checkbox, Flex, Grid, Popover, Typography } from "antd";
import { SettingOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ColumnChoice } from "./use-column-choice";

interface ColumnChooserProps {
  choice: ColumnChoice;
  label(name: string): string;
}

export function ColumnChooser({ choice, label }: ColumnChooserProps) {
  const { t } = useTranslation();
  // A phone shows each row as a card of fixed fields (row-layout.tsx): there are no columns to choose.
  const phone = Grid.useBreakpoint().md === false;
  const content = (
    <Flex vertical gap={6} style={{ minWidth: 200, maxHeight: 360, overflowY: "auto" }} data-testid="column-chooser">
      <Typography.Text type="secondary">{t("list.columnsHint")}</Typography.Text>
      {choice.hideable.map((name) => (
        <Checkbox
          key={name}
          checked={choice.isShown(name)}
          onChange={(e) =>
            choice.setHidden(e.target.checked ? choice.hidden.filter((h) => h !== name) : [...choice.hidden, name])
          }
        >
          {label(name)}
        </Checkbox>
      ))}
      <Button
        size="small"
        type="link"
        disabled={choice.hidden.length === 0}
        onClick={() => choice.setHidden([])}
        style={{ alignSelf: "flex-start", padding: 0 }}
      >
        {t("list.allColumns")}
      </Button>
    </Flex>
  );
  if (phone) return null;
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button
        icon={<SettingOutlined />}
        aria-label={t("list.columns")}
        title={t("list.columns")}
        data-testid="column-chooser-button"
      >
        {t("list.columns")}
      </Button>
    </Popover>
  );
}
