import { XMLParser } from "fast-xml-parser";

// The agency's answer (RespuestaSuministro.xsd), read record by record: each RespuestaLinea names
// the invoice and the operation, its EstadoRegistro (Correcto, AceptadoConErrores, Incorrecto),
// and the error's code and description. A SOAP Fault refuses the message as a whole.

export type LineState = "Correcto" | "AceptadoConErrores" | "Incorrecto";

export interface AnswerLine {
  nif: string;
  number: string;
  /** dd-mm-yyyy */
  date: string;
  operation: "Alta" | "Anulacion";
  state: LineState;
  code: number | null;
  description: string | null;
  /** Refused as already registered: how the agency holds the earlier one (Correcta, AceptadaConErrores, Anulada). */
  duplicateState: string | null;
  /** The line as it came, for the record's answer. */
  raw: Record<string, unknown>;
}

export type Answer =
  | { kind: "answer"; csv: string | null; waitSeconds: number | null; state: string; lines: AnswerLine[] }
  | { kind: "fault"; faultCode: string; message: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === "RespuestaLinea",
});

const text = (v: unknown): string | null => (v === undefined || v === null || v === "" ? null : String(v));

export class AnswerError extends Error {}

export function readAnswer(xml: string): Answer {
  let doc: any;
  try {
    doc = parser.parse(xml);
  } catch (error) {
    throw new AnswerError(`The agency's answer is not XML: ${(error as Error).message}`);
  }
  const body = doc?.Envelope?.Body;
  if (!body) throw new AnswerError("The agency's answer has no SOAP body");
  if (body.Fault)
    return {
      kind: "fault",
      faultCode: String(body.Fault.faultcode ?? ""),
      message: String(body.Fault.faultstring ?? ""),
    };
  const answer = body.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new AnswerError("The SOAP body holds no RespuestaRegFactuSistemaFacturacion");
  const lines: AnswerLine[] = (answer.RespuestaLinea ?? []).map((line: any) => ({
    nif: String(line.IDFactura?.IDEmisorFactura ?? ""),
    number: String(line.IDFactura?.NumSerieFactura ?? ""),
    date: String(line.IDFactura?.FechaExpedicionFactura ?? ""),
    operation: line.Operacion?.TipoOperacion === "Anulacion" ? "Anulacion" : "Alta",
    state: String(line.EstadoRegistro) as LineState,
    code: text(line.CodigoErrorRegistro) === null ? null : Number(line.CodigoErrorRegistro),
    description: text(line.DescripcionErrorRegistro),
    duplicateState: text(line.RegistroDuplicado?.EstadoRegistroDuplicado),
    raw: line,
  }));
  const wait = text(answer.TiempoEsperaEnvio);
  return {
    kind: "answer",
    csv: text(answer.CSV),
    waitSeconds: wait === null ? null : Number(wait),
    state: String(answer.EstadoEnvio ?? ""),
    lines,
  };
}
