// Demo rows for the nomenclators, in Spanish as a Spanish-speaking company would have them.
export const DEMO_NOMENCLATORS: Record<string, Record<string, unknown>[]> = {
  project_states: [
    { name: "Planificación", color: "#8c8c8c", order: 1, icon: "schedule" },
    { name: "En curso", color: "#1677ff", order: 2, icon: "play-circle" },
    { name: "En pausa", color: "#faad14", order: 3, icon: "pause-circle" },
    { name: "Finalizado", color: "#52c41a", order: 4, icon: "check-circle" },
    { name: "Cancelado", color: "#ff4d4f", order: 5, icon: "close-circle", active: false },
  ],
  project_categories: [
    { name: "Desarrollo web", color: "#13c2c2", order: 1, icon: "global" },
    { name: "Consultoría", color: "#722ed1", order: 2, icon: "solution" },
    { name: "Formación", color: "#eb2f96", order: 3, icon: "read" },
  ],
  task_states: [
    { name: "Pendiente", color: "#8c8c8c", order: 1 },
    { name: "En progreso", color: "#1677ff", order: 2 },
    { name: "En revisión", color: "#faad14", order: 3 },
    { name: "Hecha", color: "#52c41a", order: 4, completes: true },
  ],
  lead_statuses: [
    { name: "Nuevo", color: "#1677ff", order: 1 },
    { name: "Contactado", color: "#13c2c2", order: 2 },
    { name: "Cualificado", color: "#722ed1", order: 3 },
    { name: "Ganado", color: "#52c41a", order: 4, outcome: "won" },
    { name: "Perdido", color: "#ff4d4f", order: 5, outcome: "lost" },
  ],
  campaign_types: [
    { name: "Correo electrónico", description: "Campañas de email marketing" },
    { name: "Redes sociales", description: "Publicidad en redes sociales" },
    { name: "Eventos", description: "Ferias y jornadas de puertas abiertas" },
  ],
  lead_services: [{ name: "Bachillerato" }, { name: "Idiomas" }, { name: "Formación profesional" }],
  client_types: [
    { name: "Particular", code: "PART" },
    { name: "Empresa", code: "EMP" },
    { name: "Administración pública", code: "ADM" },
  ],
  commercial_securities: [
    { name: "Interesado", description: "Ha mostrado interés", order: 1, icon: "like" },
    { name: "Matriculado", description: "Ya es alumno", order: 2, icon: "check-circle" },
    { name: "Baja", description: "Ha dejado de ser cliente", order: 3, icon: "stop" },
  ],
  course_types: [
    { name: "Presencial", description: "En el centro" },
    { name: "En línea", description: "A distancia, con tutorías" },
  ],
  academic_levels: [
    { name: "Primaria", order: 1 },
    { name: "ESO", order: 2 },
    { name: "Bachillerato", order: 3 },
    { name: "Universidad", order: 4 },
  ],
};

export const DEMO_SPECIFIC_SERVICES: Record<string, string[]> = {
  Bachillerato: ["Ciencias", "Humanidades"],
  Idiomas: ["Inglés B2", "Alemán A1"],
  "Formación profesional": ["Desarrollo de aplicaciones web"],
};
