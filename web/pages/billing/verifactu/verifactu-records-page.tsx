// Registros VeriFactu: the records and their sending state, by the generic list kit (filters
// status and invoice from the declaration resources/billing/verifactu-records.ts); admins retry
// or correct a record and send now, check the chains and export everything for an inspection
// (docs/verifactu.md, "Screens and mails").
import { useCan } from "@refinedev/core";
import { Space } from "antd";
import { verifactuRecords } from "../../../../resources/billing/verifactu-records";
import { ResourceList } from "../../../resource-pages/resource-list";
import { RetryButton, SendNowButton } from "./record-actions";
import { ChainCheckButton, InspectionExportButton } from "./inspection-actions";
import type { RecordState } from "./verifactu-api";

export function VerifactuRecordsPage() {
  const admin = useCan({ resource: "verifactu-records", action: "edit" }).data?.can ?? false;
  return (
    <ResourceList
      def={verifactuRecords}
      extraButtons={
        admin ? (
          <Space wrap>
            <SendNowButton />
            <ChainCheckButton />
            <InspectionExportButton />
          </Space>
        ) : undefined
      }
      rowActions={admin ? (record) => <RetryButton record={record as unknown as RecordState} /> : undefined}
    />
  );
}
