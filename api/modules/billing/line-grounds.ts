import { exemptionGround } from "../../../resources/billing/exemption-grounds.js";
import { validationFailed, type FieldError } from "../../errors.js";

// An exempt line (no VAT rate) states the precise legal ground of its exemption, and its VeriFactu
// code follows from that ground, whatever code was sent; a taxed line has neither.
type Item = Record<string, unknown>;

export function applyLineGrounds(items: readonly Item[] | undefined): void {
  if (!items) return;
  const errors: Record<string, FieldError[]> = {};
  items.forEach((item, i) => {
    const fresh = item.id === undefined;
    if ("vat_rate" in item && item.vat_rate !== null && item.vat_rate !== undefined) {
      item.exemption = null;
      item.exemption_ground = null;
      return;
    }
    const ground = exemptionGround(item.exemption_ground as string | null | undefined);
    if (ground) item.exemption = ground.code;
    else if (fresh || "vat_rate" in item || "exemption_ground" in item || "exemption" in item)
      errors[`lines.${i}.exemption_ground`] = [{ key: "billing-api:groundRequired" }];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}
