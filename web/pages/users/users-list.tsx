import type { CrudFilters } from "@refinedev/core";
import { useGetIdentity } from "@refinedev/core";
import { CreateButton, List, useTable } from "@refinedev/antd";
import { Avatar, Button, Form, Grid, Input, Select, Space, Table, Tag, Typography, type TableColumnType } from "antd";
import { EditOutlined, UserOutlined } from "@ant-design/icons";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ResourceDef } from "../../../resources/kit/types";
import { DeleteConfirmButton } from "../../resource-pages/delete-confirm";
import { ACTIONS_KEY, pinnedColumns } from "../../resource-pages/pinned-columns";
import { tablePagination } from "../../resource-pages/table-pagination";
import { usePinnableName } from "../../resource-pages/use-pinnable-name";
import { cardColumn } from "../../resource-pages/row-layout";
import { ColumnChooser } from "../../resource-pages/column-chooser";
import { useColumnChoice } from "../../resource-pages/use-column-choice";
import { roleNames, type SessionUser } from "../../providers/session";
import { useFileUrl } from "../../components/use-file-url";
import { UserDrawer, useUserDrawer } from "./user-drawer";
import { fullName, ROLE_COLORS, roleOptions, type UserRecord } from "./user-roles";

// The delete confirmation asks for the user's email, the one name that is unique.
const USERS_FOR_DELETE = { name: "users", labelField: "email" } as unknown as ResourceDef;

function UserAvatar({ user }: { user: UserRecord }) {
  const src = useFileUrl(user.avatar);
  return <Avatar size="small" src={src} icon={<UserOutlined />} />;
}

/** What a user's card shows on a phone, as the declared lists' cards do (list.card). */
const CARD = ["name", "email", "roles", "active"];

/** The columns a user may hide; the name and the actions always show. */
const HIDEABLE = ["email", "roles", "client", "phone", "active", "created_at"] as const;
const COLUMN_LABELS: Record<string, string> = { client: "client_id" };

interface FilterValues {
  role?: string;
  name?: string;
  email?: string;
}

export function UsersListPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useGetIdentity<SessionUser>();
  const actorRoles = roleNames(me ?? null);
  const isSuperadmin = actorRoles.includes("superadmin");
  const { tableProps, setFilters, setCurrentPage, tableQuery } = useTable<UserRecord>({
    resource: "users",
    syncWithLocation: true,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: "name", order: "asc" }] },
    filters: {
      initial: [
        { field: "role", operator: "eq", value: undefined },
        { field: "name", operator: "contains", value: undefined },
        { field: "email", operator: "contains", value: undefined },
      ],
    },
  });
  const pinnedName = usePinnableName("name");
  const phone = Grid.useBreakpoint().md === false;
  const choice = useColumnChoice("users", HIDEABLE);
  const createDrawer = useUserDrawer("create");
  const editDrawer = useUserDrawer("edit");

  const applyFilters = (values: FilterValues) => {
    const filters: CrudFilters = [
      { field: "role", operator: "eq", value: values.role || undefined },
      { field: "name", operator: "contains", value: values.name?.trim() || undefined },
      { field: "email", operator: "contains", value: values.email?.trim() || undefined },
    ];
    setFilters(filters, "replace");
    setCurrentPage(1);
  };
  // An admin sees superadmins but cannot change them (the API refuses with 403).
  const mayManage = (u: UserRecord) => isSuperadmin || !u.roles.some((r) => r.name === "superadmin");

  // Wide: the chosen columns, the name and the actions pinned; on a phone one card per user.
  const layOut = (columns: (TableColumnType<UserRecord> & { key: string })[]) =>
    phone
      ? [cardColumn(CARD, columns)]
      : pinnedColumns(
          columns.filter((column) => choice.isShown(column.key)),
          pinnedName,
        );

  return (
    <List
      title={t("users:title")}
      headerButtons={
        <CreateButton onClick={() => createDrawer.show()} data-testid="user-create">
          {t("users:create")}
        </CreateButton>
      }
    >
      <Form<FilterValues>
        name="user-filters"
        layout="inline"
        onFinish={applyFilters}
        style={{ marginBottom: 16, rowGap: 8 }}
        data-testid="user-filters"
      >
        <Form.Item name="role">
          <Select
            allowClear
            placeholder={t("users:filters.role")}
            options={roleOptions(t, ["superadmin"])}
            style={{ width: 180 }}
            aria-label={t("users:filters.role")}
          />
        </Form.Item>
        <Form.Item name="name">
          <Input
            allowClear
            placeholder={t("users:filters.name")}
            aria-label={t("users:filters.name")}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item name="email">
          <Input
            allowClear
            placeholder={t("users:filters.email")}
            aria-label={t("users:filters.email")}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Button htmlType="submit" type="primary" ghost>
          {t("users:filters.apply")}
        </Button>
        <Form.Item style={{ marginInlineStart: "auto", marginInlineEnd: 0 }}>
          <ColumnChooser choice={choice} label={(name) => t(`users:fields.${COLUMN_LABELS[name] ?? name}`)} />
        </Form.Item>
      </Form>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={phone ? undefined : { x: "max-content" }}
        pagination={tablePagination(tableProps.pagination, t)}
        showHeader={!phone}
        className={phone ? "row-cards" : undefined}
        columns={layOut([
          {
            key: "name",
            dataIndex: "name",
            title: t("users:fields.fullName"),
            sorter: true,
            render: (_: unknown, u: UserRecord) => (
              <Space>
                <UserAvatar user={u} />
                <Typography.Text>{fullName(u)}</Typography.Text>
              </Space>
            ),
          },
          { key: "email", dataIndex: "email", title: t("users:fields.email"), sorter: true },
          {
            key: "roles",
            title: t("users:fields.roles"),
            render: (_: unknown, u: UserRecord) =>
              u.roles.map((r) => (
                <Tag key={r.name} color={ROLE_COLORS[r.name]}>
                  {t(`users:roles.${r.name}`)}
                </Tag>
              )),
          },
          {
            key: "client",
            title: t("users:fields.client_id"),
            render: (_: unknown, u: UserRecord) => u.client?.name ?? "",
          },
          { key: "phone", dataIndex: "phone", title: t("users:fields.phone") },
          {
            key: "active",
            title: t("users:fields.active"),
            render: (_: unknown, u: UserRecord) => (
              <Tag color={u.active ? "success" : "default"}>
                {t(u.active ? "users:status.active" : "users:status.inactive")}
              </Tag>
            ),
          },
          {
            key: "created_at",
            dataIndex: "created_at",
            title: t("users:fields.created_at"),
            sorter: true,
            render: (v: string) => dayjs(v).locale(i18n.language).format("L"),
          },
          {
            key: ACTIONS_KEY,
            title: t("table.actions"),
            width: 1,
            render: (_: unknown, u: UserRecord) =>
              mayManage(u) && (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => editDrawer.show(u.id)}
                    aria-label={t("buttons.edit")}
                    title={t("buttons.edit")}
                  />
                  {u.id !== me?.id && (
                    <DeleteConfirmButton
                      def={USERS_FOR_DELETE}
                      record={u}
                      hideText
                      size="small"
                      onDeleted={() => void tableQuery.refetch()}
                    />
                  )}
                </Space>
              ),
          },
        ])}
      />
      {/* Mounted only while open: two hidden forms would share labels and confuse screen readers. */}
      {createDrawer.drawerProps.open && <UserDrawer drawer={createDrawer} action="create" actorRoles={actorRoles} />}
      {editDrawer.drawerProps.open && <UserDrawer drawer={editDrawer} action="edit" actorRoles={actorRoles} />}
    </List>
  );
}
