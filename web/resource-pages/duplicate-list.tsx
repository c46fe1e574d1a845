// The existing rows a new one may duplicate (a lead's same email, phone or a similar name), as the
// API lists them: `[{id, name, owner_name, reasons, readable}]`. Shared by the create form's
// warning and the import's dry run. A row the reader may open is a link (a new tab: the form
// being filled stays); any other is named with its owner, who can be asked about it.
import { List, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";

export interface DuplicateMatch {
  id: number;
  name: string;
  owner_name?: string | null;
  reasons: string[];
  readable?: boolean;
}

/** The matches an answer names, kept to well-formed ones. */
export function duplicatesOf(value: unknown): DuplicateMatch[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (d): d is DuplicateMatch =>
      typeof d === "object"
      && d !== null
      && typeof (d as DuplicateMatch).id === "number"
      && typeof (d as DuplicateMatch).name === "string",
  );
}

export function DuplicateReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      {reasons.map((reason) => (
        <Tag key={reason} color="orange">
          {t(`crm-import:duplicates.reasons.${reason}`, { defaultValue: reason })}
        </Tag>
      ))}
    </Space>
  );
}

interface DuplicateListProps {
  matches: readonly DuplicateMatch[];
  /** The page of a row (`/crm/lead-detail/12`). */
  urlOf(id: number): string;
}

export function DuplicateList({ matches, urlOf }: DuplicateListProps) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      data-testid="duplicate-list"
      dataSource={[...matches]}
      renderItem={(match) => (
        <List.Item key={match.id} data-testid="duplicate-match">
          <Space direction="vertical" size={2}>
            {match.readable ? (
              <Typography.Link href={urlOf(match.id)} target="_blank" rel="noreferrer" strong>
                {match.name}
              </Typography.Link>
            ) : (
              <Typography.Text strong>{match.name}</Typography.Text>
            )}
            <Space size={8} wrap>
              <DuplicateReasons reasons={match.reasons} />
              {!match.readable && (
                <Typography.Text type="secondary">
                  {t("crm-import:duplicates.owner", { name: match.owner_name || t("crm-import:duplicates.nobody") })}
                </Typography.Text>
              )}
            </Space>
          </Space>
        </List.Item>
      )}
    />
  );
}
