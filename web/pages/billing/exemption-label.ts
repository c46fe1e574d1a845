// An exempt line's or breakdown row's rate cell: "Exenta · art. 20.Uno.9º" (its legal ground),
// or its bare code on a line issued before grounds were stated.
import { exemptionGround } from "../../../resources/billing/exemption-grounds";

type T = (key: string) => string;

export function exemptionLabel(t: T, row: { exemption?: string | null; exemption_ground?: string | null }): string {
  const ground = exemptionGround(row.exemption_ground);
  const detail = ground
    ? ground.article
      ? `art. ${ground.article}`
      : t("billing:editor.lines.otherGround")
    : (row.exemption ?? "");
  return `${t("billing:editor.lines.exempt")} · ${detail}`;
}
