import { useDrawerForm } from "@refinedev/antd";
import { Button, Drawer, Form, Grid, Space } from "antd";
import { useTranslation } from "react-i18next";
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

/** The create or edit drawer of the users list. */
export function useUserDrawer(action: "create" | "edit") {
  const { t } = useTranslation();
  const drawer = useDrawerForm<UserRecord, never, Values>({
    resource: "users",
    action,
    redirect: false,
    syncWithLocation: false,
    successNotification: () => ({ message: t(action === "create" ? "users:created" : "users:updated"), type: "success" }),
    // The HTTP client toasts failures; 422 errors also land on the fields.
    errorNotification: false,
    queryOptions: {
      // The form edits role names; the API answers role objects.
      select: (answer) => ({ ...answer, data: { ...answer.data, roles: answer.data.roles.map((r) => r.name), password: undefined } as never }),
    },
  });
  return drawer;
}

export function UserDrawer({ drawer, action, actorRoles }: { drawer: ReturnType<typeof useUserDrawer>; action: "create" | "edit"; actorRoles: string[] }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { drawerProps, formProps, saveButtonProps, close } = drawer;
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
        onFinish={(values) => formProps.onFinish?.(cleaned(values as Values))}
      >
        <UserFormFields form={formProps.form!} action={action} actorRoles={actorRoles} />
      </Form>
    </Drawer>
  );
}
