import { httpClient } from "../../../providers/http-client";

// The two-factor calls (docs/product.md#http-contract): under two-factor/, so the client sends the bearer token.
export interface TwoFactorStatus {
  enabled: boolean;
  pending: boolean;
  confirmed_at: string | null;
  backup_codes_left: number;
}

export interface Enrollment {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

export const twoFactorApi = {
  status: async () => (await httpClient.get<TwoFactorStatus>("two-factor/status")).data,
  enable: async () => (await httpClient.post<Enrollment>("two-factor/enable", {})).data,
  confirm: async (code: string) =>
    (await httpClient.post<{ backup_codes: string[] }>("two-factor/confirm", { code })).data.backup_codes,
  regenerate: async (password: string) =>
    (await httpClient.post<{ backup_codes: string[] }>("two-factor/backup-codes", { password })).data.backup_codes,
  disable: async (password: string, signOutOthers: boolean) =>
    (
      await httpClient.post<{ message: string }>("two-factor/disable", {
        password,
        sign_out_other_sessions: signOutOthers,
      })
    ).data.message,
};
