// The demo's sales data (issue 11): two pipelines, campaigns, questionnaires, and leads spread
// over owners, stages and dates so every CRM screen has something to show.

export const DEMO_PIPELINES = [
  {
    name: "Ventas",
    description: "Matrículas de particulares",
    stages: [
      { name: "Prospección", win_probability: 10, rotting_days: 14 },
      { name: "Cualificación", win_probability: 25, rotting_days: 14 },
      { name: "Propuesta", win_probability: 50, rotting_days: 10 },
      { name: "Negociación", win_probability: 75, rotting_days: 7 },
      { name: "Ganado", win_probability: 100, outcome: "won" },
      { name: "Perdido", win_probability: 0, outcome: "lost" },
    ],
  },
  {
    name: "Formación para empresas",
    description: "Planes de formación a medida",
    stages: [
      { name: "Contacto inicial", win_probability: 10, rotting_days: 21 },
      { name: "Diagnóstico", win_probability: 30, rotting_days: 21 },
      { name: "Oferta enviada", win_probability: 60, rotting_days: 14 },
      { name: "Cerrado ganado", win_probability: 100, outcome: "won" },
      { name: "Cerrado perdido", win_probability: 0, outcome: "lost" },
    ],
  },
];

/** A demo pipeline's stages as rows of pipeline_stages. */
export function demoStageRows(pipelineId: number, pipeline: (typeof DEMO_PIPELINES)[number]) {
  return pipeline.stages.map((s, i) => ({
    pipeline_id: pipelineId,
    name: s.name,
    order: i + 1,
    win_probability: s.win_probability,
    rotting_days: "rotting_days" in s ? s.rotting_days : null,
    outcome: "outcome" in s ? s.outcome : "open",
  }));
}

export const DEMO_CAMPAIGNS = [
  {
    name: "Puertas abiertas otoño",
    status: "active",
    channel: "events",
    budget: 250_000,
    start: -20,
    end: 25,
    type: "Eventos",
  },
  {
    name: "Newsletter de matrícula",
    status: "active",
    channel: "email",
    budget: 60_000,
    start: -40,
    end: 10,
    type: "Correo electrónico",
  },
  {
    name: "Anuncios en redes — Idiomas",
    status: "planned",
    channel: "social",
    budget: 180_000,
    start: 15,
    end: 60,
    type: "Redes sociales",
  },
  {
    name: "Feria de empleo primavera",
    status: "completed",
    channel: "events",
    budget: 320_000,
    start: -200,
    end: -170,
    type: "Eventos",
  },
];

export const DEMO_QUESTIONS = [
  {
    question: "¿Cuándo quiere empezar?",
    kind: "enumerated",
    options: [
      ["Este mes", 30],
      ["En tres meses", 20],
      ["Más adelante", 5],
    ],
  },
  {
    question: "¿Quién decide la matrícula?",
    kind: "enumerated",
    options: [
      ["El propio interesado", 25],
      ["La familia", 15],
      ["La empresa", 20],
    ],
  },
  {
    question: "¿Cómo nos conoció?",
    kind: "enumerated",
    options: [
      ["Recomendación", 20],
      ["Internet", 10],
      ["Otro", 5],
    ],
  },
  { question: "¿Qué espera conseguir con la formación?", kind: "developed", options: [] },
] as const;

export const DEMO_FINANCIAL_QUESTIONS = [
  {
    question: "¿Qué presupuesto tiene previsto?",
    kind: "enumerated",
    options: [
      ["Más de 3.000 €", 30],
      ["Entre 1.000 y 3.000 €", 20],
      ["Menos de 1.000 €", 5],
    ],
  },
  {
    question: "¿Necesita financiación?",
    kind: "enumerated",
    options: [
      ["No", 20],
      ["Sí, en cuotas", 10],
    ],
  },
] as const;

const FIRST = [
  "Lucía",
  "Mateo",
  "Martina",
  "Hugo",
  "Sofía",
  "Leo",
  "Valeria",
  "Daniel",
  "Julia",
  "Pablo",
  "Emma",
  "Álvaro",
  "Carla",
  "Diego",
  "Noa",
  "Adrián",
  "Paula",
  "Marcos",
  "Elena",
  "Javier",
  "Irene",
  "Sergio",
  "Laura",
  "Iván",
];
const LAST = [
  "García",
  "Martínez",
  "López",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Fernández",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Álvarez",
  "Romero",
];
const COMPANIES = [
  null,
  "Talleres Ruiz",
  "Clínica Dental Sonrisa",
  null,
  "Hotel Mirador",
  "Gestoría Ortega",
  null,
  "Construcciones Levante",
];

/**
 * Twenty-four leads; `owner` picks admin, commercial or nobody; `stage` an index into the
 * pipeline; `status` one among the statuses of that stage's outcome.
 */
export function demoLeads() {
  return FIRST.map((first, i) => ({
    name: `${first} ${LAST[i % LAST.length]}`,
    email: `${first
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")}.${LAST[i % LAST.length]
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")}@correo.test`,
    phone: `+34 6${String(10_000_000 + i * 7_919_113).slice(0, 8)}`,
    company: COMPANIES[i % COMPANIES.length],
    source: ["website", "referral", "campaign", "event", "social"][i % 5],
    owner: (["commercial", "admin", null] as const)[i % 3],
    pipeline: i % 4 === 3 ? 1 : 0,
    stage: i % 6,
    status: i % 5,
    value: (5 + ((i * 37) % 40)) * 10_000,
    campaign: i % 3 === 0 ? (i / 3) % 3 : null,
    daysInStage: (i * 5) % 30,
    nextAction: i % 4 === 0 ? null : ((i * 3) % 20) - 5,
  }));
}
