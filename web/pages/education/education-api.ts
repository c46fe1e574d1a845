// The education endpoints beyond the generic CRUD (docs/education-api.md), through the app's HTTP
// client: it adds the session, and toasts failures itself (422 on a field, 409 on a stale status).
import { httpClient } from "../../providers/http-client";
import { downloadFile } from "../../components/attachments/download-attachment";
import type { Catalogue, RegistrationRecord, Roster } from "./education-records";

export interface RegistrationBody {
  client_id?: number;
  student_name: string;
  student_birth_date?: string | null;
  course_id: number;
  enrollment_id?: number | null;
}

/** The server decides the status: a seat (pending or confirmed) or the waitlist. */
export async function register(body: RegistrationBody): Promise<RegistrationRecord> {
  return (await httpClient.post<RegistrationRecord>("course-registrations", body)).data;
}

export async function confirmRegistration(id: number): Promise<RegistrationRecord> {
  return (await httpClient.post<RegistrationRecord>(`course-registrations/${id}/confirm`, {})).data;
}

export async function withdrawRegistration(id: number, reason?: string): Promise<RegistrationRecord> {
  return (await httpClient.post<RegistrationRecord>(`course-registrations/${id}/withdraw`, reason ? { reason } : {}))
    .data;
}

export async function completeRegistration(id: number): Promise<RegistrationRecord> {
  return (await httpClient.post<RegistrationRecord>(`course-registrations/${id}/complete`, {})).data;
}

export async function loadRoster(courseId: number): Promise<Roster> {
  return (await httpClient.get<Roster>(`courses/${courseId}/roster`, { silent: true })).data;
}

export async function downloadRoster(courseId: number, format: "csv" | "pdf", fileName: string): Promise<void> {
  await downloadFile(`courses/${courseId}/roster.${format}`, fileName);
}

export async function loadCatalogue(): Promise<Catalogue> {
  return (await httpClient.get<Catalogue>("education/catalogue", { silent: true })).data;
}

export async function loadMyRegistrations(): Promise<RegistrationRecord[]> {
  const { data } = await httpClient.get<RegistrationRecord[] | { data: RegistrationRecord[] }>(
    "education/my-registrations",
    { silent: true },
  );
  return Array.isArray(data) ? data : data.data;
}
