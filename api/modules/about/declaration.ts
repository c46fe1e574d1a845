import type { CompanyTable } from "../../db/schema.js";
import type { ProducerSettings } from "./producer-identity.js";

// The producer's "declaración responsable" (RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15):
// the twelve items a)–l) the order requires, in its order, then the annex it recommends. In
// Spanish whatever the reader's language: it is a legal statement (docs/verifactu.md).

export interface DeclarationItem {
  item: string;
  label: string;
  text: string;
}

export interface Declaration {
  title: string;
  system: { name: string; id: string; version: string };
  producer: { name: string; nif: string | null; address: string | null };
  items: DeclarationItem[];
  annex: DeclarationItem[];
  place: string;
  /** The signing date, day month year, in words ("29 de noviembre de 2026"). */
  date: string;
  /** The whole declaration as plain text. */
  text: string;
}

/** What the company row gives when the producer is not configured: it runs the system for itself. */
export type CompanyIdentity = Pick<
  CompanyTable,
  "name" | "legal_name" | "tax_id" | "address" | "email" | "phone" | "website"
>;

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const MISSING = "(sin configurar)";

function longDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** "Calle Mayor 1, 28013 Madrid" → "Madrid": the locality of a Spanish address, when it names one. */
function localityOf(address: string | null): string | null {
  const last = address?.split(",").at(-1)?.trim();
  const match = last && /^(?:\d{5}\s+)?(\D[^,]*)$/.exec(last);
  return match ? match[1].trim() : null;
}

const DESCRIPTION =
  "Solo software: no incluye hardware. Es una aplicación web formada por un servidor (Node.js, con base de datos "
  + "PostgreSQL o PGlite embebida) y un cliente web que se usa desde el navegador; se instala en los equipos del "
  + "usuario o en un servidor contratado por él. Sirve para la gestión de la empresa (clientes, proyectos, soporte, "
  + "formación) y para su facturación: emite facturas completas, simplificadas y rectificativas numeradas por series; "
  + "genera por cada factura expedida o anulada su registro de facturación encadenado con su huella (SHA-256) y el "
  + "código QR tributario impreso en la factura; en la modalidad VERI*FACTU remite los registros a la Agencia "
  + "Estatal de Administración Tributaria; fuera de ella los conserva firmados junto con el registro de eventos; "
  + "exporta los registros y eventos cuando se le requieren y las facturas en formato Facturae.";

export function buildDeclaration(settings: ProducerSettings, company: CompanyIdentity, today: string): Declaration {
  const producerName = settings.producerName ?? company.legal_name ?? company.name;
  const producerNif = settings.producerNif ?? company.tax_id;
  const producerAddress = settings.producerAddress ?? company.address;
  const locality = localityOf(producerAddress);
  const place = settings.place ?? (locality ? `${locality}, España` : `${MISSING}, España`);
  const date = longDate(settings.date ?? today);
  const { systemName, systemId, version } = settings;

  const items: DeclarationItem[] = [
    { item: "a", label: "Nombre del sistema informático", text: systemName },
    { item: "b", label: "Código identificador del sistema informático", text: systemId },
    { item: "c", label: "Identificador completo de la versión", text: version },
    {
      item: "d",
      label: "Componentes hardware y software, descripción y principales funcionalidades",
      text: DESCRIPTION,
    },
    {
      item: "e",
      label: "¿Funciona exclusivamente como VERI*FACTU?",
      text:
        "No. Puede funcionar como VERI*FACTU o como sistema no VERI*FACTU, según elija el obligado tributario en "
        + "los datos de la empresa, con las reglas de cambio de modalidad de la normativa.",
    },
    {
      item: "f",
      label: "¿Permite su uso por varios obligados tributarios?",
      text:
        "No. Cada instalación da soporte a la facturación de un único obligado tributario (la empresa configurada "
        + "en ella), aunque la usen varias personas.",
    },
    {
      item: "g",
      label: "Tipos de firma de los registros de facturación y de evento (modalidad no VERI*FACTU)",
      text: "Firma electrónica XAdES enveloped con el certificado electrónico cualificado del obligado tributario.",
    },
    { item: "h", label: "Nombre y apellidos o razón social de la persona o entidad productora", text: producerName },
    { item: "i", label: "NIF de la persona o entidad productora", text: producerNif ?? MISSING },
    {
      item: "j",
      label: "Dirección postal completa de contacto de la persona o entidad productora",
      text: producerAddress ?? MISSING,
    },
    {
      item: "k",
      label: "Declaración de cumplimiento",
      text:
        `La persona o entidad productora declara que el sistema informático ${systemName}, en su versión ${version}, `
        + "cumple con lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria; "
        + "en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas informáticos o "
        + "electrónicos que soporten los procesos de facturación de empresarios y profesionales, y la estandarización "
        + "de formatos de los registros de facturación, aprobado por el Real Decreto 1007/2023, de 5 de diciembre; en "
        + "la Orden HAC/1177/2024, de 17 de octubre; y en la demás normativa que los desarrolla.",
    },
    { item: "l", label: "Fecha y lugar de suscripción", text: `${date}, en ${place}` },
  ];
  const contacts = [settings.producerEmail ?? company.email, settings.producerPhone ?? company.phone]
    .filter(Boolean)
    .join("; ");
  const annex: DeclarationItem[] = [
    { item: "a", label: "Otras formas de contacto con la persona o entidad productora", text: contacts || MISSING },
    {
      item: "b",
      label: "Direcciones de Internet de la persona o entidad productora",
      text: settings.producerWebsite ?? company.website ?? MISSING,
    },
    {
      item: "c",
      label: "Otras informaciones de interés",
      text:
        "El uso en modalidad VERI*FACTU requiere que el obligado tributario suba en los datos de la empresa su "
        + "certificado electrónico y lo mantenga vigente. La declaración se refiere a la versión indicada en el "
        + "apartado c).",
    },
  ];
  const title = "Declaración responsable del sistema informático de facturación";
  const lines = [
    title,
    "",
    ...items.map((i) => `${i.item}) ${i.label}: ${i.text}`),
    "",
    "Anexo",
    ...annex.map((i) => `${i.item}) ${i.label}: ${i.text}`),
  ];
  return {
    title,
    system: { name: systemName, id: systemId, version },
    producer: { name: producerName, nif: producerNif, address: producerAddress },
    items,
    annex,
    place,
    date,
    text: lines.join("\n"),
  };
}
