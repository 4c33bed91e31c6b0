import type { TeamResources } from './types';

/** Spanish texts of the `team` namespace. */
export const es: TeamResources = {
  common: {
    ranks: {
      ASSOCIATE: "Asociado",
      SENIOR_ASSOCIATE: "Asociado sénior",
      MARKETING_DIRECTOR: "Director de marketing",
      SENIOR_MARKETING_DIRECTOR: "Director de marketing sénior",
      EXECUTIVE_MARKETING_DIRECTOR: "Director ejecutivo de marketing",
    },
    problems: {
      BLOCKED: "Bloqueado por pagos fallidos",
      DOCUMENTS: "Documentos esenciales faltantes o vencidos",
      LICENSE_PENDING: "Solicitud de licencia pendiente",
    },
    problemsShort: {
      BLOCKED: "Bloqueado",
      DOCUMENTS: "Documentos",
      LICENSE_PENDING: "Licencia pendiente",
    },
    status: {
      ACTIVE: "Activo",
      BLOCKED: "Bloqueado",
    },
    licensed: "Con licencia",
    unlicensed: "Sin licencia",
    code: "Código",
    rank: "Rango",
    email: "Correo electrónico",
    phone: "Teléfono",
    upline: "Línea ascendente",
    downline: "Línea descendente",
    directDownline: "Línea descendente directa",
    totalDownline: "Línea descendente total",
    joined: "Ingreso",
    sendEmail: "Enviar correo a {{name}}",
    call: "Llamar a {{name}}",
    loadError: "No se pudo cargar el equipo.",
    noUpline: "En la cima de la jerarquía",
  },
};
