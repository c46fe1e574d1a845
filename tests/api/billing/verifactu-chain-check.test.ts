import { describe, expect, it } from "vitest";
import {
  firstBrokenLink,
  recordFingerprint,
  type ChainRecord,
} from "../../../api/modules/billing/verifactu/chain-check.js";

// The AEAT's three worked examples, stored as a chain: two invoices and the second's cancellation.
const chain: ChainRecord[] = [
  {
    id: 1,
    kind: "alta",
    issuer_nif: "89890001K",
    invoice_number: "12345678/G33",
    issue_date: "01-01-2024",
    invoice_type: "F1",
    tax_total: "12.35",
    total: "123.45",
    previous_hash: "",
    hash: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60",
    generated_at: "2024-01-01T19:20:30+01:00",
  },
  {
    id: 2,
    kind: "alta",
    issuer_nif: "89890001K",
    invoice_number: "12345679/G34",
    issue_date: "01-01-2024",
    invoice_type: "F1",
    tax_total: "12.35",
    total: "123.45",
    previous_hash: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60",
    hash: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
    generated_at: "2024-01-01T19:20:35+01:00",
  },
  {
    id: 3,
    kind: "anulacion",
    issuer_nif: "89890001K",
    invoice_number: "12345679/G34",
    issue_date: "01-01-2024",
    invoice_type: null,
    tax_total: null,
    total: null,
    previous_hash: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
    hash: "177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68",
    generated_at: "2024-01-01T19:20:40+01:00",
  },
];

describe("firstBrokenLink", () => {
  it("accepts an intact chain, and an empty one", () => {
    expect(firstBrokenLink(chain)).toBeNull();
    expect(firstBrokenLink([])).toBeNull();
  });

  it("finds a record whose total was changed after hashing", () => {
    const tampered = chain.map((r) => (r.id === 2 ? { ...r, total: "1123.45" } : r));
    expect(firstBrokenLink(tampered)).toEqual({ id: 2, invoice_number: "12345679/G34", reason: "hash" });
  });

  it("finds a record that no longer follows the one before it", () => {
    expect(firstBrokenLink([chain[0], chain[2]])).toEqual({ id: 3, invoice_number: "12345679/G34", reason: "link" });
  });

  it("wants the first record to point at nothing", () => {
    expect(firstBrokenLink(chain.slice(1))).toEqual({ id: 2, invoice_number: "12345679/G34", reason: "link" });
  });

  it("finds a record re-hashed onto another predecessor", () => {
    // Consistent in itself (its hash matches its fields) but chained to a hash that is not the previous record's.
    const forged = { ...chain[1], previous_hash: "0".repeat(64) };
    forged.hash = recordFingerprint(forged);
    expect(firstBrokenLink([chain[0], forged])).toEqual({ id: 2, invoice_number: "12345679/G34", reason: "link" });
  });
});
