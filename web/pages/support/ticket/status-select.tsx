// A ticket's status, offering only the moves the declared table allows from where it is
// (STATUS_MOVES); a status no release knows shows as "unknown", and any state may mend it.
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { knownStatus, UNKNOWN_STATUS } from "../../../../resources/support/ticket-options";
import { statusLabel } from "../ticket-labels";
import { statusChoices } from "../ticket-record";

interface StatusSelectProps {
  id?: string;
  value: string;
  disabled?: boolean;
  onChange: (status: string) => void;
}

export function StatusSelect({ id, value, disabled, onChange }: StatusSelectProps) {
  const { t } = useTranslation();
  const unknown = knownStatus(value) === UNKNOWN_STATUS;
  const options = [
    ...(unknown ? [{ value: UNKNOWN_STATUS, label: statusLabel(t, value), disabled: true }] : []),
    ...statusChoices(value).map((status) => ({ value: status, label: statusLabel(t, status) })),
  ];
  return (
    <Select
      id={id}
      data-testid="ticket-status"
      value={unknown ? UNKNOWN_STATUS : value}
      disabled={disabled}
      options={options}
      onChange={(next: string) => next !== value && onChange(next)}
      style={{ width: "100%" }}
    />
  );
}
