// Canned responses carry variables ({{client.name}}, {{ticket.token}}, …) that the reply box fills
// in from the ticket it is used on. A variable this release does not know, or one without a
// value, stays as typed: the writer sees it in the box and completes it by hand.

export type VariableValues = Readonly<Record<string, string | null | undefined>>;

const VARIABLE = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

export function fillVariables(body: string, values: VariableValues): string {
  return body.replace(VARIABLE, (typed, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === "string" ? value : typed;
  });
}

export interface VariableSources {
  ticket: { token?: unknown; title?: unknown; client_name?: unknown };
  /** The signed-in user: "Name Lastname". */
  userName?: string | null;
  /** Where the app is served (window.location.origin), for the ticket's absolute link. */
  origin: string;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** The values of the variables a canned response may hold, for one ticket and one writer. */
export function ticketVariables({ ticket, userName, origin }: VariableSources): VariableValues {
  const token = text(ticket.token);
  return {
    "client.name": text(ticket.client_name),
    "ticket.token": token,
    "ticket.title": text(ticket.title),
    "ticket.url": token ? `${origin.replace(/\/+$/, "")}/support/ticket-${token}` : undefined,
    "user.name": text(userName?.trim()),
  };
}
