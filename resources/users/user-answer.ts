// A user as the users API answers it (docs/platform.md): the profile, roles, client link and
// state, never the password hash, the two-factor secret or codes. Typed once for the API's rows
// and the web's users pages; times come as ISO strings.
export interface UserAnswer {
  id: number;
  email: string;
  name: string;
  lastname: string | null;
  phone: string | null;
  dni: string | null;
  revenue_percentage: number | null;
  hourly_rate: number | null;
  language: string;
  avatar: string | null;
  active: boolean;
  client_id: number | null;
  client: { id: number; name: string } | null;
  two_factor_enabled: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  roles: { id: number; name: string }[];
  /** The highest of its roles (superadmin, admin, commercial, client). */
  role: string | null;
}
