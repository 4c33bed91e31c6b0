import type { TeamResources } from './types';

/** German texts of the `team` namespace. */
export const de: TeamResources = {
  common: {
    ranks: {
      ASSOCIATE: "Associate",
      SENIOR_ASSOCIATE: "Senior Associate",
      MARKETING_DIRECTOR: "Marketing Director",
      SENIOR_MARKETING_DIRECTOR: "Senior Marketing Director",
      EXECUTIVE_MARKETING_DIRECTOR: "Executive Marketing Director",
    },
    problems: {
      BLOCKED: "Wegen fehlgeschlagener Zahlungen gesperrt",
      DOCUMENTS: "Wichtige Dokumente fehlen oder sind abgelaufen",
      LICENSE_PENDING: "Lizenzantrag ausstehend",
    },
    problemsShort: {
      BLOCKED: "Gesperrt",
      DOCUMENTS: "Dokumente",
      LICENSE_PENDING: "Lizenz ausstehend",
    },
    status: {
      ACTIVE: "Aktiv",
      BLOCKED: "Gesperrt",
    },
    licensed: "Lizenziert",
    unlicensed: "Nicht lizenziert",
    code: "Code",
    rank: "Rang",
    email: "E-Mail",
    phone: "Telefon",
    upline: "Upline",
    downline: "Downline",
    directDownline: "Direkte Downline",
    totalDownline: "Gesamte Downline",
    joined: "Beigetreten",
    sendEmail: "E-Mail an {{name}}",
    call: "{{name}} anrufen",
    loadError: "Das Team konnte nicht geladen werden.",
    noUpline: "An der Spitze der Hierarchie",
  },
};
