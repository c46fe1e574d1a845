import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Spanish addresses the user as "tú" everywhere (as modern Spanish business software does): every
// message of locales/es (the screens, the API's answers and mails, the invoice PDF) and every
// text of the demo data a user reads. This test flags the other register, "usted".
//
// The rule, and why the word list is what it is: "usted" forms are mostly third-person forms, and
// third person is also how the app speaks of other things ("La fecha no puede ser anterior…",
// "el cliente y su dirección"). So only what can only be "usted" is flagged:
// - "usted"/"ustedes" themselves;
// - the usted imperatives ("Escriba", "Introduzca", "Seleccione", "Pulse", "Haga"…), forms no
//   other sentence of the app uses: a subjunctive with another subject would need "que …", which
//   is checked for;
// - "su"/"sus" only before the user's own things (contraseña, cuenta, correo, perfil…): "su" of a
//   third party ("el cliente y su dirección") is not flagged;
// - a verb in the third person only where no subject comes before it: at the start of a sentence
//   or after "si"/"no" opening one ("No tiene acceso", "Puede cambiarlo", "Si desea…"); "La fecha no
//   puede ser…" has its subject and passes, and so does a field's rule ("Debe ser un número",
//   "Debe tener al menos 6 caracteres": the field is the subject) — but not "Debe aceptar…";
// - "le"/"se lo" as the user's object pronoun with the verbs the app's mails use, and "¿Está seguro?".

const IMPERATIVES = [
  "escriba",
  "introduzca",
  "introdúzcalo",
  "introdúzcala",
  "seleccione",
  "selecciónelo",
  "selecciónela",
  "pulse",
  "haga",
  "elija",
  "indique",
  "revise",
  "compruebe",
  "inténtelo",
  "vuelva",
  "inicie",
  "acceda",
  "confirme",
  "guarde",
  "escanee",
  "arrastre",
  "solicite",
  "pegue",
  "cópielo",
  "cópiela",
  "ábralo",
  "ábrala",
  "utilice",
  "espere",
  "añada",
  "cambie",
  "consulte",
  "contacte",
  "contáctenos",
  "recuerde",
  "asegúrese",
  "rellene",
  "suba",
  "súbalo",
  "abra",
  "pida",
  "verifique",
  "descargue",
  "copie",
  "marque",
  "envíe",
  "pruebe",
  "corrija",
  "acepte",
  "continúe",
  "regístrese",
  "diríjase",
  "póngase",
  "adjunte",
  "fíjese",
  "tenga",
  "busque",
  "quítelo",
  "quítela",
  "muévala",
  "muévalo",
  "déjela",
  "déjelo",
  "suéltela",
  "suéltelo",
  "mueva",
  "quite",
  "deje",
  "suelte",
  "dé",
  "lea",
  "siga",
  "cancele",
  "desactive",
  "descárguelo",
  "guárdelos",
  "apúntelos",
  "anote",
  "imprima",
  "responda",
  "valore",
  "asigne",
  "cierre la",
  "cierre el",
  "agregue",
  "edite",
  "borre",
  "explique",
  "recárguelo",
  "recárguela",
  "desactívela",
  "desactívelo",
  "actívela",
  "actívelo",
  "cuéntenos",
  "díganos",
  "escríbanos",
  "llámenos",
];

/** The user's own things: "su" before them is "usted". */
const OWN = [
  "contraseña",
  "cuenta",
  "correo",
  "perfil",
  "valoración",
  "cambio",
  "sesión",
  "aplicación",
  "códigos",
  "atención",
  "preferencias",
  "propia",
  "navegador",
  "autenticador",
  "móvil",
  "bandeja",
  "buzón",
  "calendario",
  "clave",
  "agenda",
  "web",
];

/** What a field or a record "can"/"must" be: the subject is the thing, not the reader. */
const OF_A_FIELD = [
  "ser",
  "estar",
  "tener",
  "coincidir",
  "quedar",
  "haber",
  "superar",
  "pasar",
  "contener",
  "empezar",
  "terminar",
];

const THIRD_PERSON = [
  "recibe",
  "puede",
  "tiene",
  "quiere",
  "desea",
  "necesita",
  "debe",
  "podrá",
  "recibirá",
  "verá",
  "debería",
  "dispone",
  "prefiere",
  "olvidó",
  "ha olvidado",
];

const lower = "a-záéíóúüñ";
const word = (w: string) => new RegExp(`(?<![${lower}])(${w})(?![${lower}])`, "iu");

/** `people`: also how the app speaks of third persons (a lead's note: "Quiere empezar en marzo"). */
const PATTERNS: { why: string; re: RegExp; unless?: RegExp; people?: boolean }[] = [
  { why: "usted", re: word("ustedes|usted") },
  // After "que" or "quien" it is a subjunctive with a subject ("que el cliente elija", "quien tenga").
  ...IMPERATIVES.map((w) => ({
    why: `imperative «${w}»`,
    re: word(w),
    unless: new RegExp(`\\b(que|quien)\\s+(\\S+\\s+){0,3}${w}`, "iu"),
  })),
  { why: "«use» + what to use", re: /(?<![a-záéíóúüñ])use\s+(el|la|los|las|un|una|su|sus|AAAA)\b/iu },
  {
    why: "the reader as the subject of a relative",
    re: /(?<!\blo\s)\bque\s+(busca|desea|quiere|necesita|intenta|ha solicitado|ha pedido)\b/iu,
  },
  {
    why: "«su» of the user's own things",
    re: new RegExp(`(?<![${lower}])sus?\\s+(${OWN.join("|")})(?![${lower}])`, "iu"),
  },
  {
    why: "a third-person verb without a subject",
    re: new RegExp(
      `(^|[.:;!?¿¡(«"]\\s*|\\bsi\\s+|\\bo\\s+no\\s+)((ya|aún|todavía|no|también|solo)\\s+)*(`
        + `${THIRD_PERSON.join("|")})(?![${lower}])(?!\\s+(${OF_A_FIELD.join("|")})\\b)`,
      "iu",
    ),
    people: true,
  },
  { why: "«tiene acceso»", re: word("no tiene acceso|tiene acceso") },
  {
    why: "«le»/«se lo» for the user",
    re: /\b(le|se lo|se la)\s+(enviaremos|hemos enviado|enviamos|llegará|avisaremos|recordamos|pedimos|esperamos|informamos|damos|agradecemos|mostraremos|mostramos|recomendamos|responderemos|atendimos|pareció|ha mencionado|ha asignado)\b/iu,
  },
  { why: "«¿Está seguro?»", re: /está\s+segur[oa]/iu },
];

/** Each Spanish message with where it is. */
function messages(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => messages(v, `${at}.${k}`));
  return [];
}

/**
 * The register's slips in one text. `aboutPeople`: a text that speaks of third persons rather
 * than to the reader (the demo's notes, a lead's questionnaire, a conversation's messages),
 * where a bare third-person verb is theirs.
 */
function usted(text: string, aboutPeople = false): string[] {
  return PATTERNS.filter((p) => !(aboutPeople && p.people) && p.re.test(text) && !p.unless?.test(text)).map(
    (p) => p.why,
  );
}

/** A field's label names a property of the row ("Puede gestionar proyectos"), never speaks to the reader. */
const isFieldLabel = (at: string) => /^resources\.json\.[^.]+\.fields\./.test(at);

const root = path.resolve(import.meta.dirname, "../../..");
const esDir = path.join(root, "locales/es");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : ext.test(name) ? [full] : [];
  });
}

/** The demo data's texts: the seed's one-line string literals of two words or more. */
function seedTexts(): [string, string][] {
  return files(path.join(root, "api/seed"), /\.ts$/).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g)]
      .map((m) => m[1] ?? m[2])
      .filter((s) => /\s\S/.test(s))
      .map((s) => [path.relative(root, file), s] as [string, string]);
  });
}

describe("Spanish addresses the user as «tú»", () => {
  it("flags the usted register, and not the third person of other things", () => {
    for (const slip of [
      "Escriba el asunto",
      "Introduzca el código",
      "Seleccione al menos 2 elementos",
      "Pulse Espacio para cogerla",
      "Haga clic para elegirlo",
      "No tiene acceso a él.",
      "Este proyecto no existe o no tiene acceso a él.",
      "No puede cambiar fechas ni dependencias.",
      "Puede cambiarlo en sus preferencias.",
      "Confirme con su contraseña actual.",
      "¿Ha olvidado su contraseña?",
      "Le enviaremos un enlace.",
      "¿Está seguro?",
      "Si desea continuar, pulse Aceptar.",
      "Gracias por usar el servicio, usted es importante.",
      "La página que busca no existe.",
      "La fecha no es válida: use AAAA-MM-DD",
      "Recibe este correo porque tiene activado el aviso.",
      "{{by}} le ha mencionado en «x»",
      "¡Gracias por su valoración!",
      "Cuéntenos qué le pareció",
    ])
      expect(usted(slip), slip).not.toEqual([]);
    for (const fine of [
      "La fecha no puede ser anterior a la de inicio",
      "Un ticket no puede fusionarse consigo mismo.",
      "Solo un superadministrador puede gestionar superadministradores",
      "El cliente y su dirección fiscal",
      "Cada tarea puede aparecer una sola vez",
      "«Diseño» depende de esta tarea y empieza el 10/03",
      "Escribe el asunto",
      "No tienes acceso a él.",
      "¿Seguro?",
      "Elige qué columna del archivo rellena cada campo",
      "Puedes cambiarlo en tus preferencias.",
      "El lead que el comercial elija",
      "Cierre de caja",
      "Lo que necesita tu atención hoy.",
      "Debe ser un correo electrónico válido",
      "Debe tener al menos 6 caracteres",
      "Esta serie ya ha numerado facturas: su código no cambia",
      "El IBAN no es de un país de la zona SEPA.",
    ])
      expect(usted(fine), fine).toEqual([]);
    expect(usted("Debe aceptar los términos y condiciones")).not.toEqual([]);
    // A note about a lead speaks of the lead; "responda" still speaks to the reader.
    expect(usted("Quiere empezar el mes que viene", true)).toEqual([]);
    expect(usted("Si vuelve a aparecer, responda a este mensaje", true)).not.toEqual([]);
  });

  it("in every message of locales/es", () => {
    const slips = readdirSync(esDir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((file) => messages(JSON.parse(readFileSync(path.join(esDir, file), "utf8")), file))
      .flatMap(([at, text]) => usted(text, isFieldLabel(at)).map((why) => `${at}: ${why}: ${text}`));
    expect(slips).toEqual([]);
  });

  it("in the demo data's texts", () => {
    const slips = seedTexts().flatMap(([at, text]) => usted(text, true).map((why) => `${at}: ${why}: ${text}`));
    expect(slips).toEqual([]);
  });
});
