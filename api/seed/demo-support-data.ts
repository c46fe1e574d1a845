// The demo's support desk (issue 12): nomenclators, SLA policies, canned replies, and 25 tickets
// spread over the demo clients, the staff and every state, each with a short conversation of
// public replies and internal notes, so the board, a conversation and the client portal have
// something to show right after `npm start`.

export type Who = "admin" | "commercial" | "diego" | "lucia" | "client";

export const DEMO_TICKET_NOMENCLATORS: Record<string, Record<string, unknown>[]> = {
  ticket_types: [
    { name: "Incidencia", description: "Algo no funciona como debería", color: "#ff4d4f", icon: "bug", order: 1 },
    {
      name: "Consulta",
      description: "Una pregunta sobre el servicio",
      color: "#1677ff",
      icon: "question-circle",
      order: 2,
    },
    {
      name: "Petición de cambio",
      description: "Algo que el cliente quiere distinto",
      color: "#722ed1",
      icon: "swap",
      order: 3,
    },
  ],
  ticket_categories: [
    { name: "Facturación", color: "#faad14", icon: "euro", order: 1 },
    { name: "Técnico", color: "#13c2c2", icon: "tool", order: 2 },
    { name: "Cuenta", color: "#2f54eb", icon: "user", order: 3 },
  ],
  ticket_complexities: [
    { name: "Baja", color: "#52c41a", icon: "dashboard", order: 1 },
    { name: "Media", color: "#faad14", icon: "dashboard", order: 2 },
    { name: "Alta", color: "#ff4d4f", icon: "dashboard", order: 3 },
  ],
};

/** Business minutes: first response, resolution. */
export const DEMO_SLA_POLICIES = [
  { name: "Estándar · baja", urgency: "low", first_response_minutes: 480, resolution_minutes: 4800 },
  { name: "Estándar · media", urgency: "medium", first_response_minutes: 240, resolution_minutes: 2400 },
  { name: "Estándar · alta", urgency: "high", first_response_minutes: 60, resolution_minutes: 960 },
  { name: "Estándar · urgente", urgency: "urgent", first_response_minutes: 30, resolution_minutes: 240 },
] as const;

export const demoHolidays = (year: number) => [
  { date: `${year}-05-01`, name: "Fiesta del Trabajo" },
  { date: `${year}-10-12`, name: "Fiesta Nacional de España" },
];

export const DEMO_CANNED_RESPONSES = [
  {
    name: "Acuse de recibo",
    body:
      "Hola, {{client.name}}:\n\nHemos recibido su solicitud (referencia {{ticket.token}}) y ya la estamos "
      + "revisando. Le escribiremos en cuanto tengamos novedades.\n\nUn saludo,\n{{user.name}}",
  },
  {
    name: "Pedir más información",
    body:
      "Hola, {{client.name}}:\n\nPara avanzar con la solicitud {{ticket.token}} necesitamos algo más de "
      + "información: ¿podría indicarnos los pasos que sigue y adjuntar una captura de pantalla del "
      + "error?\n\nGracias,\n{{user.name}}",
  },
  {
    name: "Solicitud resuelta",
    body:
      "Hola, {{client.name}}:\n\nDamos por resuelta la solicitud {{ticket.token}}. Si el problema vuelve a "
      + "aparecer, responde a este mensaje y la reabriremos.\n\nUn saludo,\n{{user.name}}",
  },
];

type Message = [Who, "reply" | "note", string];

export interface DemoTicket {
  title: string;
  description: string;
  type: string;
  category: string;
  complexity: string;
  urgency: "low" | "medium" | "high" | "urgent";
  status: "new" | "assigned" | "investigating" | "testing" | "solvingIssues" | "externalError" | "resolved";
  client: string;
  creator: Who;
  assignee: Exclude<Who, "client"> | null;
  hoursAgo: number;
  tags?: string[];
  messages: Message[];
  /** Resolved tickets: hours after creation. */
  resolvedAfter?: number;
  result?: string;
  rating?: [number, string];
  mainAction?: string;
  requiresConfirmation?: boolean;
}

const AE = "Academia Ejemplo";
const CSM = "Colegio Internacional San Martín";
const DL = "Distribuciones Levante S.L.";
const AV = "Ayuntamiento de Villanueva";
const CDS = "Clínica Dental Sonrisa";
const TM = "Talleres Martínez S.L.";

export const DEMO_TICKETS: DemoTicket[] = [
  // Academia Ejemplo: the demo client user's own tickets, most opened by her.
  {
    title: "No puedo descargar las facturas de marzo",
    description:
      "Al pulsar «Descargar» en las facturas de marzo la página se queda en blanco. Las de febrero se descargan bien.",
    type: "Incidencia",
    category: "Facturación",
    complexity: "Baja",
    urgency: "medium",
    status: "investigating",
    client: AE,
    creator: "client",
    assignee: "commercial",
    hoursAgo: 30,
    tags: ["facturas", "portal"],
    messages: [
      [
        "commercial",
        "reply",
        "Hola, Clara: gracias por avisar. Ya estamos revisando las facturas de marzo y le decimos algo hoy mismo.",
      ],
      ["commercial", "note", "El PDF de marzo se generó con la plantilla antigua. @Diego Navarro ¿puedes regenerarlo?"],
      ["diego", "note", "Regenerando los PDF de marzo de esta cuenta; en una hora estarán."],
      ["client", "reply", "Gracias, quedo a la espera."],
    ],
  },
  {
    title: "Error al iniciar sesión en el aula virtual",
    description: "Desde esta mañana ningún profesor puede entrar en el aula virtual: aparece «Error de autenticación».",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Media",
    urgency: "high",
    status: "solvingIssues",
    client: AE,
    creator: "client",
    assignee: "diego",
    hoursAgo: 52,
    tags: ["acceso"],
    messages: [
      ["diego", "reply", "Hola, Clara: lo estamos mirando. ¿Les ocurre también a los alumnos o solo a los profesores?"],
      ["client", "reply", "Solo a los profesores, los alumnos entran sin problema."],
      ["diego", "note", "@Lucía Martín ¿puedes mirar los registros del inicio de sesión único?"],
      ["lucia", "note", "Ha caducado el certificado del proveedor de identidad de los profesores. Lo estoy renovando."],
      ["diego", "reply", "Hemos encontrado la causa y la estamos corrigiendo. Le avisamos en cuanto esté."],
    ],
  },
  {
    title: "¿Cómo añado un nuevo profesor?",
    description: "Se ha incorporado una profesora nueva y no encuentro dónde darla de alta.",
    type: "Consulta",
    category: "Cuenta",
    complexity: "Baja",
    urgency: "low",
    status: "resolved",
    client: AE,
    creator: "client",
    assignee: "commercial",
    hoursAgo: 216,
    resolvedAfter: 6,
    messages: [
      [
        "commercial",
        "reply",
        "Hola, Clara: desde Ajustes › Equipo, botón «Añadir persona». Te llegará un correo para elegir tu contraseña.",
      ],
      ["client", "reply", "Perfecto, ya está dada de alta. ¡Gracias!"],
    ],
    result: "Se explicó cómo dar de alta a un profesor desde Ajustes › Equipo.",
    rating: [5, "Muy rápidos, gracias."],
  },
  {
    title: "Cambiar el logotipo del portal de alumnos",
    description: "Hemos renovado la imagen de la academia y queremos el logotipo nuevo en el portal de alumnos.",
    type: "Petición de cambio",
    category: "Técnico",
    complexity: "Media",
    urgency: "low",
    status: "assigned",
    client: AE,
    creator: "client",
    assignee: "commercial",
    hoursAgo: 6,
    tags: ["portal", "diseño"],
    messages: [["commercial", "note", "Pedirles el logotipo en SVG y los colores corporativos."]],
  },
  {
    title: "Recibo de la matrícula cobrado dos veces",
    description: "A varias familias se les ha cargado dos veces el recibo de la matrícula de octubre.",
    type: "Incidencia",
    category: "Facturación",
    complexity: "Media",
    urgency: "urgent",
    status: "externalError",
    client: AE,
    creator: "client",
    assignee: "admin",
    hoursAgo: 20,
    tags: ["facturas", "banco"],
    messages: [
      [
        "admin",
        "reply",
        "Hola, Clara: el doble cargo viene de la remesa del banco. Lo hemos trasladado a la entidad y le "
          + "informaremos de su respuesta.",
      ],
      ["admin", "note", "Abierto caso con el banco, referencia 4471-B. Pendiente de su respuesta."],
      ["client", "reply", "De acuerdo, gracias por avisar."],
    ],
  },
  {
    title: "Exportar el listado de alumnos a Excel",
    description: "Necesitamos el listado de alumnos con sus datos de contacto en una hoja de cálculo.",
    type: "Consulta",
    category: "Técnico",
    complexity: "Baja",
    urgency: "medium",
    status: "testing",
    client: AE,
    creator: "client",
    assignee: "lucia",
    hoursAgo: 72,
    tags: ["exportación"],
    messages: [
      ["lucia", "note", "Activado el módulo de exportación en tu cuenta."],
      [
        "lucia",
        "reply",
        "Hola, Clara: le hemos activado la exportación a Excel en Alumnos › Exportar. ¿Puede probarla y "
          + "confirmarnos que le sirve?",
      ],
    ],
    mainAction: "Confirmar con la secretaría que la exportación funciona",
    requiresConfirmation: true,
  },
  {
    title: "Alta de una nueva sede en la cuenta",
    description: "Abrimos una segunda sede en el centro y queremos gestionarla desde la misma cuenta.",
    type: "Petición de cambio",
    category: "Cuenta",
    complexity: "Alta",
    urgency: "medium",
    status: "new",
    client: AE,
    creator: "client",
    assignee: null,
    hoursAgo: 1.5,
    messages: [],
  },

  // The other demo clients: opened by staff on the client's behalf (by phone or mail).
  {
    title: "El calendario escolar no se sincroniza",
    description: "Los cambios del calendario escolar no aparecen en los móviles de las familias.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Alta",
    urgency: "high",
    status: "investigating",
    client: CSM,
    creator: "admin",
    assignee: "diego",
    hoursAgo: 26,
    tags: ["calendario", "sincronización"],
    messages: [
      ["diego", "reply", "Buenos días: estamos revisando la sincronización del calendario. Les mantenemos informados."],
      ["diego", "note", "Solo afecta a los calendarios suscritos desde iOS; el resto se actualiza bien."],
      ["admin", "note", "Si hace falta, les ofrecemos una sesión para volver a suscribirse."],
    ],
  },
  {
    title: "Formación para el claustro",
    description: "El colegio pide una sesión de formación para 30 profesores sobre el cuaderno de notas.",
    type: "Petición de cambio",
    category: "Cuenta",
    complexity: "Media",
    urgency: "low",
    status: "assigned",
    client: CSM,
    creator: "commercial",
    assignee: "commercial",
    hoursAgo: 48,
    messages: [["commercial", "note", "Proponer dos fechas la semana que viene; presupuesto aparte."]],
  },
  {
    title: "Factura con el CIF incorrecto",
    description: "La factura de septiembre lleva el CIF antiguo del colegio.",
    type: "Incidencia",
    category: "Facturación",
    complexity: "Baja",
    urgency: "medium",
    status: "resolved",
    client: CSM,
    creator: "admin",
    assignee: "admin",
    hoursAgo: 288,
    resolvedAfter: 20,
    tags: ["facturas"],
    messages: [
      [
        "admin",
        "reply",
        "Hemos emitido una factura rectificativa con el CIF correcto; la tienen en su área de cliente.",
      ],
      ["admin", "note", "Actualizado el CIF en la ficha del cliente para las próximas facturas."],
    ],
    result: "Factura rectificativa emitida y CIF corregido en la ficha.",
    rating: [4, "Bien resuelto."],
  },
  {
    title: "Lentitud en el cuaderno de notas",
    description: "El cuaderno de notas tarda más de un minuto en abrir en las horas de evaluación.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Alta",
    urgency: "urgent",
    status: "solvingIssues",
    client: CSM,
    creator: "lucia",
    assignee: "lucia",
    hoursAgo: 5,
    tags: ["rendimiento"],
    messages: [
      ["lucia", "reply", "Estamos aplicando una mejora en el servidor para las horas de evaluación."],
      ["lucia", "note", "Falta un índice en las notas por trimestre; lo añado fuera del horario lectivo."],
    ],
  },
  {
    title: "Error de sincronización con el ERP",
    description: "Los pedidos de ayer no han pasado al ERP y el almacén no puede preparar los envíos.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Alta",
    urgency: "urgent",
    status: "investigating",
    client: DL,
    creator: "admin",
    assignee: "admin",
    hoursAgo: 3,
    tags: ["erp", "integración"],
    messages: [
      ["admin", "reply", "Lo estamos revisando con prioridad máxima."],
      ["admin", "note", "El servicio de integración se detuvo a las 02:14 por falta de espacio en disco."],
    ],
  },
  {
    title: "Renovación del contrato de mantenimiento",
    description: "Quieren saber las condiciones de renovación del contrato anual.",
    type: "Consulta",
    category: "Facturación",
    complexity: "Baja",
    urgency: "low",
    status: "investigating",
    client: DL,
    creator: "commercial",
    assignee: "commercial",
    hoursAgo: 96,
    messages: [["commercial", "reply", "Les enviamos esta semana la propuesta de renovación con las nuevas tarifas."]],
  },
  {
    title: "Añadir un campo al albarán",
    description: "Quieren que el albarán muestre el número de pedido del cliente.",
    type: "Petición de cambio",
    category: "Técnico",
    complexity: "Media",
    urgency: "medium",
    status: "testing",
    client: DL,
    creator: "diego",
    assignee: "diego",
    hoursAgo: 144,
    messages: [
      ["diego", "reply", "El campo ya está en el entorno de pruebas. ¿Pueden revisarlo antes de publicarlo?"],
      ["diego", "note", "Plantilla del albarán modificada en la rama de pruebas."],
    ],
  },
  {
    title: "Usuarios bloqueados tras cambiar la contraseña",
    description: "Tres usuarios del almacén quedaron bloqueados después del cambio de contraseña obligatorio.",
    type: "Incidencia",
    category: "Cuenta",
    complexity: "Media",
    urgency: "high",
    status: "resolved",
    client: DL,
    creator: "admin",
    assignee: "diego",
    hoursAgo: 360,
    resolvedAfter: 4,
    messages: [["diego", "reply", "Hemos desbloqueado las tres cuentas; ya pueden entrar con la contraseña nueva."]],
    result: "Cuentas desbloqueadas.",
  },
  {
    title: "Certificado digital rechazado en la sede electrónica",
    description: "La sede electrónica rechaza el certificado del ayuntamiento al firmar los expedientes.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Alta",
    urgency: "high",
    status: "externalError",
    client: AV,
    creator: "admin",
    assignee: "lucia",
    hoursAgo: 48,
    tags: ["certificado"],
    messages: [
      [
        "lucia",
        "reply",
        "El fallo está en la plataforma de firma del proveedor; hemos abierto una incidencia con ellos.",
      ],
      ["lucia", "note", "Incidencia abierta con el proveedor de firma, número 88213."],
    ],
  },
  {
    title: "Presupuesto de horas adicionales",
    description: "Piden un presupuesto de 20 horas de soporte adicionales para el último trimestre.",
    type: "Consulta",
    category: "Facturación",
    complexity: "Baja",
    urgency: "low",
    status: "assigned",
    client: AV,
    creator: "commercial",
    assignee: "commercial",
    hoursAgo: 10,
    messages: [],
  },
  {
    title: "Accesibilidad del formulario de inscripción",
    description: "El formulario de inscripción a actividades no se puede rellenar con lector de pantalla.",
    type: "Petición de cambio",
    category: "Técnico",
    complexity: "Media",
    urgency: "medium",
    status: "solvingIssues",
    client: AV,
    creator: "lucia",
    assignee: "lucia",
    hoursAgo: 168,
    tags: ["accesibilidad"],
    messages: [
      ["lucia", "reply", "Estamos corrigiendo las etiquetas de los campos y el orden del tabulador."],
      ["lucia", "note", "Revisar también el contraste del botón de enviar."],
      ["admin", "note", "Que lo pruebe alguien con NVDA antes de cerrarlo."],
    ],
  },
  {
    title: "No llegan los recordatorios de cita por SMS",
    description: "Los pacientes no reciben el SMS de recordatorio desde el lunes.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Media",
    urgency: "high",
    status: "investigating",
    client: CDS,
    creator: "commercial",
    assignee: "commercial",
    hoursAgo: 28,
    tags: ["sms"],
    messages: [
      ["commercial", "reply", "Estamos revisando el envío de SMS con el proveedor."],
      ["commercial", "note", "El saldo de SMS de la cuenta está a cero: confirmar con la clínica la recarga."],
    ],
  },
  {
    title: "Cambiar el titular de la cuenta",
    description: "La clínica ha cambiado de gerente y quiere poner la cuenta a su nombre.",
    type: "Petición de cambio",
    category: "Cuenta",
    complexity: "Baja",
    urgency: "low",
    status: "resolved",
    client: CDS,
    creator: "commercial",
    assignee: "commercial",
    hoursAgo: 480,
    resolvedAfter: 30,
    messages: [["commercial", "reply", "Hecho: la cuenta ya está a nombre de la nueva gerente."]],
    result: "Titular cambiado.",
  },
  {
    title: "IVA en las facturas de tratamientos",
    description: "Preguntan si los tratamientos estéticos deben llevar IVA en las facturas.",
    type: "Consulta",
    category: "Facturación",
    complexity: "Baja",
    urgency: "medium",
    status: "new",
    client: CDS,
    creator: "admin",
    assignee: null,
    hoursAgo: 0.75,
    messages: [],
  },
  {
    title: "La copia de seguridad nocturna falla",
    description: "Desde hace tres noches la copia de seguridad termina con error.",
    type: "Incidencia",
    category: "Técnico",
    complexity: "Alta",
    urgency: "urgent",
    status: "testing",
    client: TM,
    creator: "admin",
    assignee: "admin",
    hoursAgo: 30,
    tags: ["copias"],
    messages: [
      ["admin", "reply", "Hemos cambiado el destino de la copia. Esta noche comprobamos que termina bien."],
      ["admin", "note", "El disco externo estaba lleno; copia movida al almacenamiento en la nube."],
    ],
  },
  {
    title: "Ampliar el número de licencias",
    description: "Necesitan cinco licencias más para los nuevos administrativos.",
    type: "Petición de cambio",
    category: "Cuenta",
    complexity: "Baja",
    urgency: "medium",
    status: "investigating",
    client: TM,
    creator: "diego",
    assignee: "diego",
    hoursAgo: 50,
    messages: [["diego", "note", "Confirmar si las quieren mensuales o anuales."]],
  },
  {
    title: "Acceso del gestor externo",
    description: "Quieren que su gestoría pueda consultar las facturas sin ver el resto de la cuenta.",
    type: "Consulta",
    category: "Cuenta",
    complexity: "Media",
    urgency: "medium",
    status: "solvingIssues",
    client: TM,
    creator: "admin",
    assignee: "commercial",
    hoursAgo: 75,
    messages: [
      ["commercial", "reply", "Vamos a crear un usuario de solo lectura para la gestoría."],
      ["commercial", "note", "Rol de solo facturas: preguntar a Alberto si ya existe."],
      ["admin", "note", "Existe: «Consulta de facturación». Úsalo."],
    ],
  },
  {
    title: "Recargo duplicado en la última factura",
    description: "La última factura incluye dos veces el recargo por pago fuera de plazo.",
    type: "Incidencia",
    category: "Facturación",
    complexity: "Media",
    urgency: "high",
    status: "resolved",
    client: TM,
    creator: "admin",
    assignee: "admin",
    hoursAgo: 192,
    resolvedAfter: 26,
    tags: ["facturas"],
    messages: [
      ["admin", "reply", "Tienen razón: emitimos un abono por el recargo duplicado."],
      ["admin", "note", "Abono emitido; revisar la regla de recargos con contabilidad."],
    ],
    result: "Abono emitido por el recargo duplicado.",
  },
];
