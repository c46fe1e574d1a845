// The demo's projects, as a small Spanish agency would run them for schools, councils and firms.
// Dates are days from the day the demo is seeded, so the Gantt's "today" always falls among them.

export type TeamKey = "superadmin" | "admin" | "commercial" | "diego" | "lucia";
export type TaskStateKey = "Pendiente" | "En progreso" | "En revisión" | "Hecha";
type Priority = "low" | "medium" | "high" | "urgent";

/**
 * [name, phase index or null, assignee, state, priority, estimated hours, progress, start day, length in days,
 * depends on (task indexes)]
 */
export type TaskSeed = [
  string,
  number | null,
  TeamKey,
  TaskStateKey,
  Priority,
  number,
  number,
  number,
  number,
  number[]?,
];

export interface ProjectSeed {
  name: string;
  description: string;
  client: string;
  manager: "admin" | "commercial";
  category: string;
  state: string;
  priority: Priority;
  budget: number;
  start: number;
  end: number;
  estimatedEnd: number;
  phases: [string, number, number][];
  tasks: TaskSeed[];
  milestones: [string, number, boolean][];
  issues: {
    title: string;
    description: string;
    priority: Priority;
    status: "opened" | "in_progress" | "closed" | "archived";
    assigned: TeamKey;
    reporter: TeamKey;
  }[];
  notes: [TeamKey, string][];
}

/** Staff besides the demo sign-ins, so boards show more than one face. */
export const DEMO_TEAM = [
  { key: "diego", email: "diego@demo.test", name: "Diego", lastname: "Navarro", role: "commercial" },
  { key: "lucia", email: "lucia@demo.test", name: "Lucía", lastname: "Martín", role: "commercial" },
] as const;

export const DEMO_MANAGERS = [
  { email: "admin@demo.test", role: "Jefe de proyecto", specialization: "Transformación digital" },
  { email: "commercial@demo.test", role: "Consultora", specialization: "Marketing educativo" },
] as const;

/** The lead clients the projects are for; Academia Ejemplo (the demo client user's) already exists. */
export const DEMO_PROJECT_CLIENTS = [
  { name: "Colegio Internacional San Martín", email: "direccion@colegio-sanmartin.test", tax_id: "R2800123H" },
  { name: "Distribuciones Levante S.L.", email: "administracion@dlevante.test", tax_id: "B46123451" },
  { name: "Ayuntamiento de Villanueva", email: "informatica@villanueva.test", tax_id: "P4612300F" },
  { name: "Clínica Dental Sonrisa", email: "recepcion@clinicasonrisa.test", tax_id: "B30123459" },
  { name: "Talleres Martínez S.L.", email: "gerencia@talleresmartinez.test", tax_id: "B03123452" },
];

export const DEMO_PROJECTS: ProjectSeed[] = [
  {
    name: "Web corporativa Academia Ejemplo",
    description:
      "Nueva web de la academia con la oferta de cursos, preinscripción en línea conectada al CRM y blog de noticias.",
    client: "Academia Ejemplo",
    manager: "commercial",
    category: "Desarrollo web",
    state: "En curso",
    priority: "high",
    budget: 18500,
    start: -56,
    end: 42,
    estimatedEnd: 49,
    phases: [
      ["Análisis y requisitos", -56, -36],
      ["Diseño", -35, -15],
      ["Desarrollo", -14, 28],
      ["Lanzamiento", 29, 42],
    ],
    tasks: [
      ["Reunión de arranque con la dirección", 0, "commercial", "Hecha", "high", 4, 100, -56, 2],
      ["Inventario de contenidos actuales", 0, "lucia", "Hecha", "medium", 12, 100, -53, 10, [0]],
      ["Mapa del sitio y arquitectura de información", 0, "diego", "Hecha", "medium", 10, 100, -42, 6, [1]],
      ["Maquetas de la portada y fichas de curso", 1, "lucia", "Hecha", "high", 24, 100, -35, 14, [2]],
      ["Guía de estilo y componentes", 1, "lucia", "En revisión", "medium", 16, 90, -20, 10, [3]],
      ["Desarrollo del tema y plantillas", 2, "diego", "En progreso", "high", 60, 55, -14, 30, [3]],
      ["Formulario de preinscripción conectado al CRM", 2, "diego", "Pendiente", "urgent", 20, 0, 16, 10, [5]],
      ["Migración de noticias y cursos", 2, "lucia", "En progreso", "medium", 18, 30, -5, 20],
      ["Pruebas de accesibilidad (WCAG 2.1 AA)", 3, "admin", "Pendiente", "high", 12, 0, 29, 7, [6]],
      ["Puesta en producción y redirecciones", 3, "diego", "Pendiente", "urgent", 6, 0, 38, 3, [8]],
    ],
    milestones: [
      ["Diseño aprobado", -15, true],
      ["Web publicada", 42, false],
    ],
    issues: [
      {
        title: "El formulario antiguo pierde las preinscripciones con tildes",
        description: "Los nombres con tildes llegan vacíos al correo de secretaría.",
        priority: "high",
        status: "in_progress",
        assigned: "diego",
        reporter: "commercial",
      },
      {
        title: "Faltan fotos de las aulas",
        description: "La academia enviará las fotos antes del lanzamiento.",
        priority: "low",
        status: "opened",
        assigned: "commercial",
        reporter: "lucia",
      },
    ],
    notes: [
      ["commercial", "La dirección quiere que la portada destaque la oferta de Bachillerato y los cursos de idiomas."],
    ],
  },
  {
    name: "Campaña de matrícula 2027",
    description:
      "Campaña de captación para el próximo curso: redes sociales, jornada de puertas abiertas y seguimiento de "
      + "familias interesadas.",
    client: "Colegio Internacional San Martín",
    manager: "commercial",
    category: "Consultoría",
    state: "En curso",
    priority: "medium",
    budget: 9600,
    start: -21,
    end: 70,
    estimatedEnd: 70,
    phases: [
      ["Estrategia", -21, -8],
      ["Creatividades", -7, 14],
      ["Difusión", 15, 70],
    ],
    tasks: [
      ["Análisis de la campaña anterior", 0, "commercial", "Hecha", "medium", 6, 100, -21, 5],
      ["Definir público objetivo y mensajes", 0, "commercial", "Hecha", "high", 8, 100, -15, 6, [0]],
      ["Calendario editorial de redes sociales", 1, "lucia", "En progreso", "medium", 10, 60, -7, 10, [1]],
      ["Diseño de carteles y folletos", 1, "lucia", "En revisión", "medium", 14, 90, -6, 12, [1]],
      ["Vídeo testimonial de antiguos alumnos", 1, "diego", "Pendiente", "low", 16, 0, 3, 12],
      ["Landing page de la jornada de puertas abiertas", 1, "diego", "En progreso", "high", 12, 40, -2, 9],
      ["Envío de correos a familias interesadas", 2, "commercial", "Pendiente", "high", 5, 0, 15, 30, [2]],
      ["Campaña de anuncios en redes sociales", 2, "lucia", "Pendiente", "medium", 20, 0, 15, 45, [3]],
      ["Informe de resultados de matrícula", 2, "commercial", "Pendiente", "medium", 6, 0, 62, 9, [6]],
    ],
    milestones: [
      ["Jornada de puertas abiertas", 28, false],
      ["Cierre del plazo de matrícula", 70, false],
    ],
    issues: [
      {
        title: "El presupuesto de anuncios no cubre Instagram",
        description: "Hay que decidir con el colegio si se amplía o se reparte entre redes.",
        priority: "medium",
        status: "opened",
        assigned: "commercial",
        reporter: "commercial",
      },
    ],
    notes: [["commercial", "El colegio aprobó los mensajes clave en la reunión del lunes."]],
  },
  {
    name: "Migración del ERP",
    description:
      "Sustitución del ERP de compras, ventas y almacén por uno en la nube, con migración de datos y formación.",
    client: "Distribuciones Levante S.L.",
    manager: "admin",
    category: "Consultoría",
    state: "En curso",
    priority: "urgent",
    budget: 64000,
    start: -120,
    end: 75,
    estimatedEnd: 82,
    phases: [
      ["Análisis", -120, -90],
      ["Configuración", -89, -20],
      ["Migración de datos", -19, 40],
      ["Formación y arranque", 41, 75],
    ],
    tasks: [
      ["Análisis de procesos de compras y ventas", 0, "admin", "Hecha", "high", 30, 100, -120, 20],
      ["Selección de módulos y licencias", 0, "admin", "Hecha", "medium", 12, 100, -99, 8, [0]],
      ["Configuración de contabilidad y plan de cuentas", 1, "superadmin", "Hecha", "high", 40, 100, -89, 30, [1]],
      ["Configuración de almacenes y stock", 1, "diego", "Hecha", "high", 36, 100, -70, 35, [1]],
      ["Limpieza del maestro de clientes y proveedores", 2, "lucia", "En progreso", "urgent", 28, 70, -19, 25, [2]],
      ["Migración de stock inicial", 2, "diego", "En progreso", "high", 24, 25, -10, 30, [3]],
      ["Pruebas en paralelo de un mes de facturación", 2, "admin", "Pendiente", "urgent", 40, 0, 21, 20, [4, 5]],
      ["Formación a usuarios clave", 3, "commercial", "Pendiente", "medium", 16, 0, 41, 14, [6]],
      ["Arranque en producción", 3, "admin", "Pendiente", "urgent", 12, 0, 70, 6, [7]],
    ],
    milestones: [
      ["Configuración validada", -20, true],
      ["Arranque del nuevo ERP", 75, false],
    ],
    issues: [
      {
        title: "Duplicados en el maestro de proveedores",
        description: "Unos 300 proveedores aparecen dos veces con distinto NIF.",
        priority: "high",
        status: "in_progress",
        assigned: "lucia",
        reporter: "admin",
      },
      {
        title: "Licencias de usuario insuficientes",
        description: "Se ampliaron de 10 a 15 usuarios concurrentes.",
        priority: "medium",
        status: "closed",
        assigned: "admin",
        reporter: "diego",
      },
    ],
    notes: [["admin", "Congelar las altas de artículos la semana del arranque."]],
  },
  {
    name: "Formación en ciberseguridad para el personal",
    description: "Tres sesiones presenciales y dos simulacros de phishing para el personal municipal.",
    client: "Ayuntamiento de Villanueva",
    manager: "admin",
    category: "Formación",
    state: "Planificación",
    priority: "medium",
    budget: 7200,
    start: 14,
    end: 70,
    estimatedEnd: 70,
    phases: [
      ["Preparación", 14, 30],
      ["Sesiones", 31, 70],
    ],
    tasks: [
      ["Encuesta de conocimientos previos", 0, "lucia", "Pendiente", "low", 4, 0, 14, 5],
      ["Preparar temario y materiales", 0, "admin", "Pendiente", "medium", 20, 0, 19, 10, [0]],
      ["Simulacro de phishing inicial", 0, "diego", "Pendiente", "high", 6, 0, 25, 4],
      ["Sesión 1: contraseñas y doble factor", 1, "admin", "Pendiente", "medium", 4, 0, 31, 1, [1]],
      ["Sesión 2: correo y phishing", 1, "admin", "Pendiente", "medium", 4, 0, 38, 1, [3]],
      ["Sesión 3: teletrabajo y dispositivos", 1, "superadmin", "Pendiente", "medium", 4, 0, 45, 1, [4]],
      ["Simulacro de phishing final", 1, "diego", "Pendiente", "high", 6, 0, 55, 4, [2, 5]],
      ["Informe final y certificados", 1, "lucia", "Pendiente", "low", 8, 0, 62, 9, [6]],
    ],
    milestones: [
      ["Temario aprobado por el ayuntamiento", 30, false],
      ["Entrega de certificados", 70, false],
    ],
    issues: [
      {
        title: "Confirmar aulas disponibles",
        description: "El salón de plenos solo está libre por las mañanas.",
        priority: "low",
        status: "opened",
        assigned: "admin",
        reporter: "admin",
      },
    ],
    notes: [["admin", "Contacto en el ayuntamiento: departamento de informática, extensión 214."]],
  },
  {
    name: "App móvil de reservas",
    description:
      "Aplicación para que los pacientes pidan, cambien y cancelen citas, enlazada con la agenda de la clínica.",
    client: "Clínica Dental Sonrisa",
    manager: "commercial",
    category: "Desarrollo web",
    state: "En pausa",
    priority: "low",
    budget: 22000,
    start: -90,
    end: 90,
    estimatedEnd: 110,
    phases: [
      ["Prototipo", -90, -45],
      ["Desarrollo", -44, 60],
      ["Publicación", 61, 90],
    ],
    tasks: [
      ["Entrevistas con recepción y pacientes", 0, "commercial", "Hecha", "medium", 8, 100, -90, 7],
      ["Prototipo navegable", 0, "lucia", "Hecha", "high", 24, 100, -82, 20, [0]],
      ["Validación del prototipo con la clínica", 0, "commercial", "Hecha", "medium", 4, 100, -60, 5, [1]],
      ["API de citas con la agenda de la clínica", 1, "diego", "En progreso", "high", 40, 45, -44, 40, [2]],
      ["Pantallas de reserva y cancelación", 1, "lucia", "En progreso", "medium", 30, 35, -30, 35, [2]],
      ["Recordatorios por notificación push", 1, "diego", "Pendiente", "medium", 16, 0, 10, 15, [3]],
      ["Pruebas con pacientes voluntarios", 1, "commercial", "Pendiente", "medium", 10, 0, 30, 14, [4, 5]],
      ["Publicación en App Store y Google Play", 2, "diego", "Pendiente", "high", 8, 0, 61, 10, [6]],
    ],
    milestones: [
      ["Prototipo validado", -55, true],
      ["App publicada", 90, false],
    ],
    issues: [
      {
        title: "La agenda de la clínica no expone las cancelaciones",
        description: "Sin ese dato la app no puede liberar huecos.",
        priority: "urgent",
        status: "opened",
        assigned: "diego",
        reporter: "diego",
      },
    ],
    notes: [["commercial", "En pausa hasta que el proveedor de la agenda publique su API de cancelaciones."]],
  },
  {
    name: "Auditoría RGPD 2026",
    description: "Revisión del cumplimiento del RGPD: tratamientos, encargados, riesgos y plan de acción.",
    client: "Talleres Martínez S.L.",
    manager: "admin",
    category: "Consultoría",
    state: "Finalizado",
    priority: "high",
    budget: 4800,
    start: -150,
    end: -20,
    estimatedEnd: -25,
    phases: [
      ["Auditoría", -150, -100],
      ["Informe", -99, -20],
    ],
    tasks: [
      ["Inventario de tratamientos de datos", 0, "admin", "Hecha", "high", 12, 100, -150, 15],
      ["Revisión de contratos con encargados", 0, "superadmin", "Hecha", "medium", 8, 100, -134, 10, [0]],
      ["Análisis de riesgos", 0, "admin", "Hecha", "high", 10, 100, -123, 14, [0]],
      ["Registro de actividades de tratamiento", 1, "lucia", "Hecha", "medium", 8, 100, -99, 10, [2]],
      ["Cláusulas informativas y consentimientos", 1, "lucia", "Hecha", "medium", 6, 100, -88, 8, [3]],
      ["Informe de auditoría", 1, "admin", "Hecha", "high", 10, 100, -70, 20, [1, 3]],
      ["Presentación a la gerencia", 1, "admin", "Hecha", "medium", 2, 100, -40, 1, [5]],
      ["Plan de acción y seguimiento", 1, "commercial", "Hecha", "low", 4, 100, -35, 15, [6]],
    ],
    milestones: [
      ["Informe entregado", -40, true],
      ["Cierre del proyecto", -20, true],
    ],
    issues: [
      {
        title: "Falta el contrato con la gestoría",
        description: "Firmado y archivado en la carpeta del cliente.",
        priority: "medium",
        status: "archived",
        assigned: "admin",
        reporter: "admin",
      },
    ],
    notes: [["admin", "Revisión anual prevista para el próximo otoño."]],
  },
];

/** Comments on "Desarrollo del tema y plantillas", the client's own project: one internal, one pinned, one reply. */
export const DEMO_COMMENTS = {
  project: "Web corporativa Academia Ejemplo",
  task: "Desarrollo del tema y plantillas",
  thread: [
    {
      author: "commercial" as TeamKey,
      content: "Entorno de pruebas: https://pruebas.academia-ejemplo.test (usuario y clave en la ficha del proyecto).",
      pinned: true,
      internal: false,
    },
    {
      author: "commercial" as TeamKey,
      content: "¿Podemos enseñar a la academia una primera versión el viernes?",
      pinned: false,
      internal: false,
    },
    {
      author: "diego" as TeamKey,
      content: "Sí, el jueves dejo la portada y las fichas de curso en pruebas.",
      pinned: false,
      internal: false,
      replyTo: 1,
    },
    {
      author: "admin" as TeamKey,
      content: "Interno: el segundo pago sigue pendiente; no publicar nada en producción hasta confirmarlo.",
      pinned: false,
      internal: true,
    },
  ],
};
