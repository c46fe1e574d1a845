// The lead import (docs/crm-api.md, Import) as a wizard: the file, its columns mapped to lead
// fields, a dry run that shows every row's problems, the import in one go, and its undo.
import { useState } from "react";
import { useInvalidate } from "@refinedev/core";
import { Button, Modal, Result, Space, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { toast } from "../../../providers/toast";
import { CheckStep, canImport } from "./check-step";
import {
  cleanMapping,
  leadImportApi,
  type DryRun,
  type Mapping,
  type RunOptions,
  type UploadedImport,
} from "./lead-import-api";
import { MappingStep } from "./mapping-step";
import { RecentImports } from "./recent-imports";
import { UploadStep } from "./upload-step";

interface WizardProps {
  open: boolean;
  onClose(): void;
  onChanged?(): void;
}

const STEPS = ["upload", "mapping", "check", "result"] as const;

export function LeadImportWizard({ open, onClose, onChanged }: WizardProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [step, setStep] = useState(0);
  const [upload, setUpload] = useState<{ answer: UploadedImport; file: string }>();
  const [mapping, setMapping] = useState<Mapping>({});
  const [dry, setDry] = useState<DryRun>();
  const [options, setOptions] = useState<RunOptions>({ skip_duplicates: true, skip_invalid: false });
  const [result, setResult] = useState<{ imported: number; skipped: number; removed?: number }>();
  const [busy, setBusy] = useState(false);
  const [listVersion, setListVersion] = useState(0);

  // Leads came or went: the board, the lists and the recent imports read them again.
  const changed = () => {
    void invalidate({ resource: "leads", invalidates: ["all"] });
    setListVersion((v) => v + 1);
    onChanged?.();
  };
  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The HTTP client has already shown the API's message.
    } finally {
      setBusy(false);
    }
  };
  const restart = () => {
    setStep(0);
    setUpload(undefined);
    setMapping({});
    setDry(undefined);
    setResult(undefined);
    setOptions({ skip_duplicates: true, skip_invalid: false });
  };

  const uploaded = (answer: UploadedImport, file: string) => {
    setUpload({ answer, file });
    setMapping(cleanMapping(answer.mapping ?? {}, answer.columns));
    setStep(1);
  };
  const check = () =>
    attempt(async () => {
      setDry(await leadImportApi.dryRun(upload!.answer.id, mapping));
      setStep(2);
    });
  const run = () =>
    attempt(async () => {
      setResult(await leadImportApi.run(upload!.answer.id, mapping, options));
      setStep(3);
      changed();
    });
  const undo = async (id: number) => {
    const { removed } = await leadImportApi.undo(id);
    toast({ type: "success", message: t("crm-import:result.undone", { removed }) });
    if (id === upload?.answer.id) setResult((r) => (r ? { ...r, removed } : r));
    changed();
  };

  const footer = [
    step > 0 && step < 3 && (
      <Button key="back" onClick={() => setStep(step - 1)} disabled={busy}>
        {t("crm-import:buttons.back")}
      </Button>
    ),
    step === 1 && (
      <Button
        key="check"
        type="primary"
        onClick={check}
        loading={busy}
        disabled={!mapping.name}
        data-testid="import-check-button"
      >
        {t("crm-import:buttons.check")}
      </Button>
    ),
    step === 2 && dry && (
      <Button
        key="run"
        type="primary"
        onClick={run}
        loading={busy}
        disabled={!canImport(dry, options)}
        data-testid="import-run-button"
      >
        {t("crm-import:buttons.import")}
      </Button>
    ),
    step === 3 && (
      <Button key="again" onClick={restart}>
        {t("crm-import:buttons.again")}
      </Button>
    ),
    <Button key="close" onClick={onClose} type={step === 3 ? "primary" : "default"}>
      {t("crm-import:buttons.close")}
    </Button>,
  ].filter(Boolean);

  return (
    <Modal
      open={open}
      title={t("crm-import:title")}
      onCancel={onClose}
      footer={footer}
      width={880}
      destroyOnHidden
      maskClosable={false}
      data-testid="lead-import-wizard"
    >
      <Steps
        size="small"
        current={step}
        items={STEPS.map((key) => ({ title: t(`crm-import:steps.${key}`) }))}
        style={{ marginBottom: 16 }}
        responsive
      />
      {upload && step > 0 && step < 3 && (
        <Typography.Paragraph type="secondary">
          {t("crm-import:upload.read", { total: upload.answer.total, file: upload.file })}
        </Typography.Paragraph>
      )}
      {step === 0 && (
        <>
          <UploadStep onUploaded={uploaded} />
          <RecentImports version={listVersion} onUndo={undo} />
        </>
      )}
      {step === 1 && upload && <MappingStep upload={upload.answer} mapping={mapping} onChange={setMapping} />}
      {step === 2 && dry && <CheckStep dry={dry} options={options} onOptions={setOptions} />}
      {step === 3 && result && (
        <Result
          status={result.removed === undefined ? "success" : "info"}
          title={
            result.removed === undefined
              ? t("crm-import:result.done")
              : t("crm-import:result.undone", { removed: result.removed })
          }
          subTitle={
            <span data-testid="import-result">
              {t("crm-import:result.summary", { imported: result.imported, skipped: result.skipped })}
            </span>
          }
          extra={
            result.removed === undefined && result.imported > 0 ? (
              <Space>
                <UndoImportButton onUndo={() => attempt(() => undo(upload!.answer.id))} busy={busy} />
              </Space>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}

function UndoImportButton({ onUndo, busy }: { onUndo(): void; busy: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return asking ? (
    <Space direction="vertical" align="center">
      <Typography.Text>{t("crm-import:result.undoConfirm")}</Typography.Text>
      <Space>
        <Button onClick={() => setAsking(false)}>{t("buttons.cancel")}</Button>
        <Button danger type="primary" loading={busy} onClick={onUndo} data-testid="undo-import-confirm">
          {t("crm-import:result.undo")}
        </Button>
      </Space>
    </Space>
  ) : (
    <Button danger onClick={() => setAsking(true)} data-testid="undo-import">
      {t("crm-import:result.undo")}
    </Button>
  );
}
