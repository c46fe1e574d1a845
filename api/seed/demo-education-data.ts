// The demo's academy (issue 14): eight courses of the school year, three enrolment offers and the
// families who registered their children, written as a Spanish academy would have them. Robótica
// infantil is full, with two on its waitlist; Academia Ejemplo (the demo client user's client)
// has a confirmed, a pending and a waitlisted registration to see in the portal.

export type Teacher = "admin" | "commercial" | "diego" | "lucia";
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat";

export interface DemoCourse {
  code: string;
  name: string;
  type: string;
  level: string;
  teacher: Teacher;
  description: string;
  seats: number;
  /** Integer cents. */
  monthly: number;
  fee: number;
  sessions: [Weekday, string, string, string][];
  /** Taxed courses carry VAT; the rest are exempt as education (art. 20.Uno.9º LIVA). */
  taxed?: boolean;
  online?: boolean;
  autoConfirm?: boolean;
  /** Dates of the school year unless it is a short workshop, placed around today. */
  workshop?: { startDaysAgo: number; weeks: number };
}

export const DEMO_COURSE_TYPES = [
  { name: "Idiomas", description: "Inglés, alemán y otros idiomas, por niveles del MCER" },
  { name: "Apoyo escolar", description: "Refuerzo de asignaturas de ESO y Bachillerato" },
  { name: "Música", description: "Instrumento y lenguaje musical" },
  { name: "Tecnología", description: "Robótica, programación y electrónica" },
  { name: "Arte y creatividad", description: "Fotografía, dibujo y talleres creativos" },
];

export const DEMO_LEVELS = [
  { name: "Infantil", order: 0 },
  { name: "Adultos", order: 5 },
];

export const DEMO_COURSES: DemoCourse[] = [
  {
    code: "ING-B1-AD",
    name: "Inglés B1 adultos",
    type: "Idiomas",
    level: "Adultos",
    teacher: "lucia",
    seats: 12,
    monthly: 6500,
    fee: 3000,
    description: "Conversación, gramática y preparación del examen B1 de Cambridge, en grupos reducidos.",
    sessions: [
      ["mon", "19:00", "20:30", "Aula 1"],
      ["wed", "19:00", "20:30", "Aula 1"],
    ],
  },
  {
    code: "ING-KIDS",
    name: "Inglés para niños (Primaria)",
    type: "Idiomas",
    level: "Primaria",
    teacher: "lucia",
    seats: 10,
    monthly: 4500,
    fee: 2000,
    description: "Inglés a través del juego, canciones y cuentos para alumnos de 3º a 6º de Primaria.",
    sessions: [
      ["tue", "17:30", "18:30", "Aula 1"],
      ["thu", "17:30", "18:30", "Aula 1"],
    ],
  },
  {
    code: "MAT-2ESO",
    name: "Matemáticas 2º ESO",
    type: "Apoyo escolar",
    level: "ESO",
    teacher: "diego",
    seats: 8,
    monthly: 5500,
    fee: 2000,
    description:
      "Refuerzo del temario de 2º de ESO: álgebra, proporcionalidad y geometría, con seguimiento de exámenes.",
    sessions: [
      ["mon", "18:00", "19:00", "Aula 3"],
      ["thu", "18:00", "19:00", "Aula 3"],
    ],
  },
  {
    code: "ROB-INF",
    name: "Robótica infantil",
    type: "Tecnología",
    level: "Primaria",
    teacher: "diego",
    seats: 6,
    monthly: 4900,
    fee: 2500,
    description: "Construcción y programación de robots con piezas y bloques visuales, de 7 a 11 años.",
    sessions: [["sat", "10:00", "12:00", "Laboratorio"]],
  },
  {
    code: "PIA-INI",
    name: "Piano iniciación",
    type: "Música",
    level: "Primaria",
    teacher: "commercial",
    seats: 4,
    monthly: 7500,
    fee: 0,
    description: "Primeros pasos al piano y lenguaje musical, en grupos de cuatro alumnos.",
    sessions: [["fri", "17:00", "18:00", "Aula de música"]],
  },
  {
    code: "FQ-1BACH",
    name: "Física y Química 1º Bachillerato",
    type: "Apoyo escolar",
    level: "Bachillerato",
    teacher: "diego",
    seats: 10,
    monthly: 7000,
    fee: 2000,
    description: "Cinemática, dinámica, estequiometría y formulación, con problemas tipo examen.",
    sessions: [
      ["tue", "19:00", "20:30", "Aula 3"],
      ["thu", "19:00", "20:30", "Aula 3"],
    ],
  },
  {
    code: "ALE-A1",
    name: "Alemán A1 adultos",
    type: "Idiomas",
    level: "Adultos",
    teacher: "lucia",
    seats: 12,
    monthly: 6000,
    fee: 3000,
    description: "Alemán desde cero: presentarse, la vida cotidiana y el trabajo.",
    sessions: [["wed", "18:00", "20:00", "Aula 2"]],
  },
  {
    code: "FOTO-ONL",
    name: "Taller de fotografía digital (en línea)",
    type: "Arte y creatividad",
    level: "Adultos",
    teacher: "admin",
    seats: 20,
    monthly: 3900,
    fee: 0,
    description: "Composición, luz y edición con el móvil o la cámara, en directo por videoconferencia.",
    sessions: [["tue", "20:00", "21:30", "Aula virtual"]],
    taxed: true,
    online: true,
    autoConfirm: true,
    workshop: { startDaysAgo: 35, weeks: 16 },
  },
];

export interface DemoFamily {
  name: string;
  email: string;
  phone: string;
  dni: number;
  /** Families who pay by transfer have no mandate. */
  mandate: boolean;
}

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    name: "María García López",
    email: "maria.garcia@correo-demo.test",
    phone: "+34 611 203 114",
    dni: 50123456,
    mandate: true,
  },
  {
    name: "Javier Martín Sánchez",
    email: "javier.martin@correo-demo.test",
    phone: "+34 622 481 905",
    dni: 50234567,
    mandate: true,
  },
  {
    name: "Elena Romero Gil",
    email: "elena.romero@correo-demo.test",
    phone: "+34 633 115 720",
    dni: 50345678,
    mandate: true,
  },
  {
    name: "Antonio Navarro Torres",
    email: "antonio.navarro@correo-demo.test",
    phone: "+34 644 902 331",
    dni: 50456789,
    mandate: true,
  },
  {
    name: "Laura Sánchez Molina",
    email: "laura.sanchez@correo-demo.test",
    phone: "+34 655 310 842",
    dni: 50567890,
    mandate: true,
  },
  {
    name: "Raúl Moreno Ortega",
    email: "raul.moreno@correo-demo.test",
    phone: "+34 666 724 019",
    dni: 50678901,
    mandate: true,
  },
  {
    name: "Silvia Herrera Campos",
    email: "silvia.herrera@correo-demo.test",
    phone: "+34 677 583 266",
    dni: 50789012,
    mandate: true,
  },
  {
    name: "Carlos Jiménez Rubio",
    email: "carlos.jimenez@correo-demo.test",
    phone: "+34 688 146 573",
    dni: 50890123,
    mandate: true,
  },
  {
    name: "Nuria Vidal Prieto",
    email: "nuria.vidal@correo-demo.test",
    phone: "+34 699 257 480",
    dni: 50901234,
    mandate: true,
  },
  {
    name: "Beatriz Iglesias Marín",
    email: "beatriz.iglesias@correo-demo.test",
    phone: "+34 610 368 197",
    dni: 51012345,
    mandate: true,
  },
  {
    name: "Óscar Delgado Ramos",
    email: "oscar.delgado@correo-demo.test",
    phone: "+34 620 479 604",
    dni: 51123456,
    mandate: false,
  },
  {
    name: "Irene Castillo Vega",
    email: "irene.castillo@correo-demo.test",
    phone: "+34 630 580 311",
    dni: 51234567,
    mandate: false,
  },
];

/** Companies of the demo that pay their courses by direct debit too. */
export const DEMO_COMPANY_MANDATES = [
  "Academia Ejemplo",
  "Colegio Internacional San Martín",
  "Distribuciones Levante S.L.",
];

export type OfferKey = "course" | "first" | "private";

export const offerNames = (schoolYear: number) => ({
  course: `Matrícula curso ${schoolYear}-${String((schoolYear + 1) % 100).padStart(2, "0")}`,
  first: "Primera matrícula -50%",
  private: "Convenio Academia Ejemplo",
});

export interface DemoRegistration {
  client: string;
  student: string;
  born: string;
  course: string;
  status: "confirmed" | "pending" | "waitlisted" | "withdrawn";
  offer?: OfferKey;
  reason?: string;
  /** Made through the portal by the client user rather than by staff. */
  byClient?: boolean;
}

const ACADEMY = "Academia Ejemplo";

/** In the order they were made: the waitlist of a full course follows it. */
export const DEMO_REGISTRATIONS: DemoRegistration[] = [
  {
    client: "María García López",
    student: "Pablo García Ruiz",
    born: "2012-03-14",
    course: "MAT-2ESO",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "María García López",
    student: "Lucía García Ruiz",
    born: "2016-09-02",
    course: "ROB-INF",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Laura Sánchez Molina",
    student: "Martina Díaz Sánchez",
    born: "2017-05-21",
    course: "ING-KIDS",
    status: "confirmed",
    offer: "first",
  },
  {
    client: "Laura Sánchez Molina",
    student: "Leo Díaz Sánchez",
    born: "2017-05-21",
    course: "ROB-INF",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Antonio Navarro Torres",
    student: "Antonio Navarro Torres",
    born: "1984-11-08",
    course: "ING-B1-AD",
    status: "withdrawn",
    offer: "course",
    reason: "Cambio de horario en el trabajo: pasa al grupo de alemán",
  },
  {
    client: "Elena Romero Gil",
    student: "Elena Romero Gil",
    born: "1988-02-17",
    course: "ING-B1-AD",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Elena Romero Gil",
    student: "Daniel Ortiz Romero",
    born: "2012-07-30",
    course: "MAT-2ESO",
    status: "confirmed",
    offer: "course",
  },
  {
    client: ACADEMY,
    student: "Marta Ruiz Sanz",
    born: "1991-04-12",
    course: "ING-B1-AD",
    status: "confirmed",
    offer: "private",
  },
  {
    client: "Javier Martín Sánchez",
    student: "Hugo Martín Pérez",
    born: "2017-01-09",
    course: "ROB-INF",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Javier Martín Sánchez",
    student: "Sofía Martín Pérez",
    born: "2015-10-26",
    course: "PIA-INI",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Raúl Moreno Ortega",
    student: "Adrián Moreno Vidal",
    born: "2009-06-03",
    course: "FQ-1BACH",
    status: "confirmed",
    offer: "first",
  },
  {
    client: "Nuria Vidal Prieto",
    student: "Carla Castro Vidal",
    born: "2009-12-19",
    course: "FQ-1BACH",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Nuria Vidal Prieto",
    student: "Álvaro Castro Vidal",
    born: "2012-02-08",
    course: "PIA-INI",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Silvia Herrera Campos",
    student: "Valeria Herrera Campos",
    born: "2016-08-15",
    course: "ING-KIDS",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Silvia Herrera Campos",
    student: "Valeria Herrera Campos",
    born: "2016-08-15",
    course: "ROB-INF",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Irene Castillo Vega",
    student: "Noa Castillo Vega",
    born: "2015-04-27",
    course: "PIA-INI",
    status: "withdrawn",
    reason: "No puede compaginarlo con las extraescolares del colegio",
  },
  {
    client: "Irene Castillo Vega",
    student: "Noa Castillo Vega",
    born: "2015-04-27",
    course: "ROB-INF",
    status: "confirmed",
  },
  {
    client: "Antonio Navarro Torres",
    student: "Antonio Navarro Torres",
    born: "1984-11-08",
    course: "ALE-A1",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Beatriz Iglesias Marín",
    student: "Beatriz Iglesias Marín",
    born: "1979-09-23",
    course: "ALE-A1",
    status: "confirmed",
    offer: "course",
  },
  {
    client: ACADEMY,
    student: "Marta Ruiz Sanz",
    born: "1991-04-12",
    course: "ALE-A1",
    status: "confirmed",
    offer: "private",
  },
  {
    client: "Carlos Jiménez Rubio",
    student: "Carlos Jiménez Rubio",
    born: "1986-03-01",
    course: "ING-B1-AD",
    status: "confirmed",
    offer: "course",
  },
  {
    client: "Carlos Jiménez Rubio",
    student: "Carlos Jiménez Rubio",
    born: "1986-03-01",
    course: "FOTO-ONL",
    status: "confirmed",
  },
  {
    client: "Beatriz Iglesias Marín",
    student: "Beatriz Iglesias Marín",
    born: "1979-09-23",
    course: "FOTO-ONL",
    status: "confirmed",
  },
  {
    client: "Raúl Moreno Ortega",
    student: "Raúl Moreno Ortega",
    born: "1975-01-15",
    course: "FOTO-ONL",
    status: "confirmed",
  },
  {
    client: "Óscar Delgado Ramos",
    student: "Mateo Delgado Soler",
    born: "2016-11-04",
    course: "ING-KIDS",
    status: "confirmed",
    offer: "first",
  },
  {
    client: "Laura Sánchez Molina",
    student: "Martina Díaz Sánchez",
    born: "2017-05-21",
    course: "ROB-INF",
    status: "pending",
    offer: "course",
  },
  // Robótica infantil is full from here on: the next two wait, in this order.
  {
    client: "Óscar Delgado Ramos",
    student: "Mateo Delgado Soler",
    born: "2016-11-04",
    course: "ROB-INF",
    status: "waitlisted",
    offer: "course",
  },
  {
    client: ACADEMY,
    student: "Lucas Pastor Gil",
    born: "2015-02-22",
    course: "ROB-INF",
    status: "waitlisted",
    byClient: true,
  },
  {
    client: "Nuria Vidal Prieto",
    student: "Álvaro Castro Vidal",
    born: "2012-02-08",
    course: "MAT-2ESO",
    status: "pending",
    offer: "course",
  },
  {
    client: ACADEMY,
    student: "Jorge Pastor Lara",
    born: "1989-08-30",
    course: "ING-B1-AD",
    status: "pending",
    offer: "private",
    byClient: true,
  },
];
