// Generated page: create and edit forms of one declared resource (antd Form), built from its
// ResourceDef in resources/: a widget per field type, rules from form-rules.ts, declared defaults.
import { Suspense, useRef, useState } from "react";
import { useInvalidate, useNavigation, useWarnAboutChange, type BaseRecord } from "@refinedev/core";
import { flushSync } from "react-dom";
import { Create, Edit, ListButton, RefreshButton, useForm } from "@refinedev/antd";
import { Form, Input } from "antd";
import { useLocation, useNavigate, useParams } from "react-router";
import { safeReturnTo } from "./return-to";
import { useTranslation } from "react-i18next";
import type { FieldDef, ResourceDef } from "../../resources/kit/types";
import { mayChangeField } from "../../resources/kit/permissions";
import { RecordChangedBanner } from "../components/live/record-changed-banner";
import { useRecordChanged } from "../components/live/use-record-changed";
import { useFrozenRecordQuery } from "../providers/live/frozen-query";
import { permissionsOf } from "../providers/auth-provider";
import { readsAsOutsider, readUser } from "../providers/session";
import { declaredDefaults, formBody, formLayoutFields, imageFieldValues } from "./form-fields";
import { ChoicesFormList } from "./choices-field";
import { FieldInput, formItemPropsFor } from "./field-input";
import { ImageField } from "./image-field";
import { notBeforeRules, rulesFor } from "./form-rules";
import { ShownWhen } from "./shown-when";
import { SectionedFields } from "./form-sections";
import { useConfirmingCreate } from "./use-confirming-create";
import { backTitle } from "./back-title";
import { closesRow, type ClosingDialog } from "../components/closing-dialog";
import { showPathFor } from "../providers/resource-paths";
import { httpClient } from "../providers/http-client";
import { savedMessage } from "./saved-message";
import { useFirstActiveDefaults } from "./first-active-defaults";
import { useFormFooter } from "./form-footer";
import { MoreFieldsButton } from "./more-fields-button";
import { splitQuick } from "../../resources/kit/quick-create";

export { declaredDefaults, formBody, formFields, formLayoutFields } from "./form-fields";

interface ResourceFormProps {
  def: ResourceDef;
  action: "create" | "edit";
  /** The resource's close dialog (ResourceDef.closing): choosing a closing value and saving opens it. */
  closingDialog?: ClosingDialog;
}

export function ResourceForm({ def, action, closingDialog: CloseDialog }: ResourceFormProps) {
  const { t } = useTranslation();
  // The id is passed, not inferred: Refine drops the route's id when it resolves the resource to
  // another entry of the same name (the projects menu group did exactly that).
  const { id } = useParams();
  const frozen = useFrozenRecordQuery(def.name, id);
  const [outsider] = useState(() => readsAsOutsider());
  const [roles] = useState(() => permissionsOf(readUser()).roles);
  const returnTo = safeReturnTo(useLocation().search);
  const { formProps, saveButtonProps, query, formLoading } = useForm({
    resource: def.name,
    action,
    id: action === "edit" ? id : undefined,
    // After a save, the record's own page is opened below by the path it names (a ticket's
    // token), or the screen that asked for the record to be completed: Refine's redirect would
    // fill only an id, leaving "/support/:token" as it is.
    redirect: false,
    mutationMode: "pessimistic",
    successNotification: (data) => ({
      message: savedMessage(t, def, data?.data, action === "create" ? "created" : "updated"),
      type: "success",
    }),
    // The HTTP client toasts failures (422 messages, 409 stale version); 422 errors also land on fields.
    errorNotification: false,
    // A record changed elsewhere is announced (the banner below), never reloaded under the user.
    liveMode: "off",
    queryOptions: action === "edit" ? frozen : undefined,
  });

  // One save at a time: a double click validates twice before the first request marks the form
  // busy, which created the record twice. A save that succeeded keeps the form locked: the page
  // is leaving for the record's page, and a click in between would save again.
  const saving = useRef(false);
  const [saved, setSaved] = useState(false);
  // An image upload or removal in flight: its own new version is no news to the banner below.
  const imageBusy = useRef(false);
  const changed = useRecordChanged({
    resource: def.name,
    id: action === "edit" ? id : undefined,
    form: formProps.form,
    // Refine resets the fields to the record whenever its query answers anew.
    reload: () => query?.refetch(),
    paused: () => saving.current || saved || imageBusy.current,
  });
  const create = useConfirmingCreate(def, formProps.form);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const { list } = useNavigation();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const leaveFor = (row: BaseRecord) => {
    const shown = showPathFor(def, row);
    if (shown) navigate(shown);
    else list(def.name);
  };
  // A closing value chosen (a ticket resolved): the close dialog takes over the save.
  const [closingValues, setClosingValues] = useState<Record<string, unknown> | null>(null);
  const prepared = useRef<BaseRecord | null>(null);
  const closingField = def.closing?.field;
  const onFinish = async (values: Record<string, unknown>) => {
    if (saving.current) return;
    const record = query?.data?.data;
    const closes = record && closingField && closesRow(def, closingField, record[closingField], values[closingField]);
    if (action === "edit" && CloseDialog && closes) {
      prepared.current = null;
      setClosingValues(values);
      return;
    }
    saving.current = true;
    // A create goes through the warning mechanism (a possible duplicate is asked about); an edit
    // through Refine, which answers the mutation's result or the error it caught (it does not throw).
    let result: unknown;
    setCreating(action === "create");
    try {
      result =
        action === "create" ? await create(formBody(def, values)) : await formProps.onFinish?.(formBody(def, values));
    } catch (error) {
      result = error;
    } finally {
      setCreating(false);
    }
    if (result && typeof result === "object" && ("data" in result || action === "create")) {
      setSaved(true);
      if (returnTo) void navigate(returnTo);
      else if (action === "edit") leaveFor((result as { data: BaseRecord }).data);
    } else {
      saving.current = false;
      // Refused (409, say): a change may have arrived while the save held the banner back.
      changed.check();
    }
  };
  // Cancel leaves as a save would, without saving: to the screen that asked, the record, the list.
  // The unsaved-changes guard still asks about what was typed.
  const cancel = () => {
    if (returnTo) void navigate(returnTo);
    else if (action === "edit" && query?.data?.data) leaveFor(query.data.data);
    else list(def.name);
  };
  const footerButtons = useFormFooter(cancel, creating || saved);
  const layoutFields = formLayoutFields(def, outsider);
  useFirstActiveDefaults(formProps.form, layoutFields, action === "create");
  // A create from a list or a board asks the declared few fields first (quickCreate).
  const [allFields, setAllFields] = useState(false);
  const quick = action === "create" && !allFields ? splitQuick(def, layoutFields) : null;
  const busyButton = {
    ...saveButtonProps,
    loading: (formLoading && !query?.isFetching) || creating || saved,
    disabled: formLoading || creating || saved,
  };

  const singular = t(`resources:${def.name}.singular`);
  const record = query?.data?.data;
  // Image writes answer the row: its new path is shown and its new version is what a save sends.
  // The form's query stays as it is (a refetch would reset what the user typed meanwhile).
  const [imageRow, setImageRow] = useState<BaseRecord>();
  const imageChanged = (row: BaseRecord) => {
    setImageRow(row);
    formProps.form?.setFieldValue("version", row.version);
    void invalidate({ resource: def.name, id: row.id, invalidates: ["list", "detail"] });
  };
  // The answered row, until the form's record is read again at that version or later.
  const shownRecord =
    imageRow && record && Number(imageRow.version) > Number(record.version)
      ? { ...record, ...imageFieldValues(def, imageRow) }
      : record;
  const title =
    action === "create"
      ? t(`resources:${def.name}.new`)
      : `${t("actions.edit")} · ${record ? String(record[def.labelField] ?? "") : singular}`;

  const renderField = (name: string, field: FieldDef) =>
    field.shownWhen ? (
      <ShownWhen key={name} flag={field.shownWhen}>
        {renderOwnField(name, field)}
      </ShownWhen>
    ) : (
      renderOwnField(name, field)
    );
  const renderOwnField = (name: string, field: FieldDef) =>
    field.type === "image" ? (
      <ImageField
        key={name}
        def={def}
        name={name}
        record={action === "edit" ? shownRecord : undefined}
        onChanged={imageChanged}
        onBusy={(busy) => (imageBusy.current = busy)}
      />
    ) : field.type === "choices" ? (
      <ChoicesFormList key={name} name={name} label={t(`resources:${def.name}.fields.${name}`)} />
    ) : (
      <Form.Item
        key={name}
        name={name}
        label={t(`resources:${def.name}.fields.${name}`)}
        rules={[...rulesFor(field, t), ...notBeforeRules(def, name, t)]}
        dependencies={field.notBefore ? [field.notBefore] : undefined}
        {...formItemPropsFor(field)}
      >
        {/* A field the role may set on create but not change (a ticket's client) shows, disabled. */}
        <FieldInput
          def={def}
          name={name}
          field={field}
          disabled={action === "edit" && !mayChangeField(field, roles) ? true : undefined}
          // A row is not born closed: the close dialog closes it once it exists.
          excludedOptions={action === "create" && name === closingField ? def.closing!.values : undefined}
        />
      </Form.Item>
    );

  const form = (
    <Form
      {...formProps}
      onFinish={onFinish}
      layout="vertical"
      initialValues={action === "create" ? declaredDefaults(def) : formProps.initialValues}
      // Sectioned forms take two columns on wide screens; a single column stays readable at 720.
      style={{ maxWidth: def.sections?.length && !quick ? 1120 : 720 }}
    >
      <SectionedFields
        def={quick ? { ...def, sections: undefined } : def}
        fields={quick ? quick.quick : layoutFields}
        t={t}
        renderField={renderField}
      />
      {/* A quick create: the rest stays in the form (defaults, the creator go in the body), out of sight. */}
      {quick && <div hidden>{quick.more.map(([name, field]) => renderField(name, field))}</div>}
      {quick && <MoreFieldsButton onClick={() => setAllFields(true)} />}
      {action === "edit"
      // Sent back on PATCH so the API can refuse an edit made on a stale copy (409).
      && (
        <Form.Item name="version" hidden>
          <Input type="hidden" />
        </Form.Item>
      )}
    </Form>
  );

  return action === "create" ? (
    <Create {...backTitle(title)} saveButtonProps={busyButton} footerButtons={footerButtons}>
      {form}
    </Create>
  ) : (
    <Edit
      {...backTitle(title)}
      saveButtonProps={busyButton}
      footerButtons={footerButtons}
      canDelete={false}
      // The record's query is the form's own (frozen-query.ts): Refine's refresh would miss it.
      headerButtons={({ listButtonProps, refreshButtonProps }) => (
        <>
          {listButtonProps && <ListButton {...listButtonProps} />}
          <RefreshButton {...refreshButtonProps} onClick={() => void query?.refetch()} />
        </>
      )}
    >
      <RecordChangedBanner changed={changed} />
      {form}
      {CloseDialog && record && closingField && (
        <Suspense fallback={null}>
          <CloseDialog
            record={record}
            open={closingValues !== null}
            onClose={() => setClosingValues(null)}
            // The other changes are saved first, the closing field as it was: only the dialog closes.
            // Saved once: a close that fails is tried again without saving (and a stale version) again.
            prepare={async () => {
              if (prepared.current) return prepared.current;
              const body = formBody(def, { ...closingValues, [closingField]: record[closingField] });
              const { data } = await httpClient.patch<BaseRecord>(`${def.name}/${String(record.id)}`, body);
              return (prepared.current = data);
            }}
            onClosed={(row) => {
              setSaved(true);
              // Saved by the dialog: leaving the form loses nothing (the unsaved-changes guard would hold it).
              flushSync(() => setWarnWhen(false));
              void invalidate({ resource: def.name, id: row.id, invalidates: ["list", "many", "detail"] });
              leaveFor(row);
            }}
          />
        </Suspense>
      )}
    </Edit>
  );
}
