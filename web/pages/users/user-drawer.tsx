import { useRef, useState } from "react";
import type { BaseKey } from "@refinedev/core";
import { useDrawerForm } from "@refinedev/antd";
import { Button, Drawer, Form, Grid, Space } from "antd";
import { useTranslation } from "react-i18next";
import { RecordChangedBanner } from "../../components/live/record-changed-banner";
import { useRecordChanged } from "../../components/live/use-record-changed";
import { httpClient } from "../../providers/http-client";
import { useFrozenRecordQuery } from "../../providers/live/frozen-query";
import { UserFormFields } from "./user-form";
import type { UserRecord } from "./user-roles";

type Values = Record<string, unknown> & { password?: string; roles?: string[] };

// An empty password on edit means "keep it"; the client link only travels with the client role.
function cleaned(values: Values): Values {
  const out: Values = { ...values };
  if (!out.password) delete out.password;
  if (!out.roles?.includes("client")) delete out.client_id;
  return out;
}

// The form edits role names; the API answers role objects.
function formValues(user: UserRecord): Values {
  return { ...user, roles: user.roles.map((r) => r.name), password: undefined };
}

/** The create or edit drawer of the users list. */
export function useUserDrawer(action: "create" | "edit") {
  const { t } = useTranslation();
  // The user being edited keys the form's own query (frozen-query.ts).
  const [editing, setEditing] = useState<BaseKey>();
  const frozen = useFrozenRecordQuery<UserRecord>("users", editing);
  const drawer = useDrawerForm<UserRecord, never, Values>({
    resource: "users",
    action,
    redirect: false,
    syncWithLocation: false,
    successNotification: () => ({
      message: t(action === "create" ? "users:created" : "users:updated"),
      type: "success",
    }),
    // The HTTP client toasts failures; 422 errors also land on the fields.
    errorNotification: false,
    liveMode: "off",
    queryOptions: {
      select: (answer) => ({ ...answer, data: formValues(answer.data) as never }),
      ...(action === "edit" ? frozen : {}),
    },
  });
  return {
    ...drawer,
    show: (id?: BaseKey) => {
      setEditing(id);
      drawer.show(id);
    },
  };
}

export function UserDrawer({
  drawer,
  action,
  actorRoles,
}: {
  drawer: ReturnType<typeof useUserDrawer>;
  action: "create" | "edit";
  actorRoles: string[];
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { drawerProps, formProps, saveButtonProps, close, id, query } = drawer;
  const saving = useRef(false);
  const changed = useRecordChanged({
    resource: "users",
    id: action === "edit" ? id : undefined,
    form: formProps.form,
    load: async () => formValues((await httpClient.get<UserRecord>(`users/${String(id)}`, { silent: true })).data),
    reload: () => query?.refetch(),
    paused: () => saving.current,
  });
  const onFinish = async (values: Values) => {
    saving.current = true;
    const result: unknown = await formProps.onFinish?.(cleaned(values));
    // Refine answers the error it caught: a refused save lets the banner speak again.
    if (!(result && typeof result === "object" && "data" in result)) {
      saving.current = false;
      changed.check();
    }
    return result;
  };
  return (
    <Drawer
      {...drawerProps}
      title={t(action === "create" ? "users:create" : "users:edit")}
      width={screens.md ? 560 : "100%"}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => close()}>{t("buttons.cancel")}</Button>
          <Button {...saveButtonProps} type="primary" data-testid="user-save">
            {t("buttons.save")}
          </Button>
        </Space>
      }
    >
      <Form
        {...formProps}
        name={`user-${action}`}
        layout="vertical"
        initialValues={action === "create" ? { active: true, language: "es", roles: [] } : formProps.initialValues}
        onFinish={(values) => onFinish(values as Values)}
      >
        <RecordChangedBanner changed={changed} />
        <UserFormFields form={formProps.form!} action={action} actorRoles={actorRoles} />
      </Form>
    </Drawer>
  );
}
