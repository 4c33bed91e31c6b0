import type { TeamResources } from './types';

/** Italian texts of the `team` namespace. */
export const it: TeamResources = {
  common: {
    ranks: {
      ASSOCIATE: "Associato",
      SENIOR_ASSOCIATE: "Associato senior",
      MARKETING_DIRECTOR: "Direttore marketing",
      SENIOR_MARKETING_DIRECTOR: "Direttore marketing senior",
      EXECUTIVE_MARKETING_DIRECTOR: "Direttore marketing esecutivo",
    },
    problems: {
      BLOCKED: "Bloccato per pagamenti non riusciti",
      DOCUMENTS: "Documenti essenziali mancanti o scaduti",
      LICENSE_PENDING: "Richiesta di licenza in attesa",
    },
    problemsShort: {
      BLOCKED: "Bloccato",
      DOCUMENTS: "Documenti",
      LICENSE_PENDING: "Licenza in attesa",
    },
    status: {
      ACTIVE: "Attivo",
      BLOCKED: "Bloccato",
    },
    licensed: "Con licenza",
    unlicensed: "Senza licenza",
    code: "Codice",
    rank: "Grado",
    email: "Email",
    phone: "Telefono",
    upline: "Upline",
    downline: "Downline",
    directDownline: "Downline diretta",
    totalDownline: "Downline totale",
    joined: "Entrato",
    sendEmail: "Scrivi a {{name}}",
    call: "Chiama {{name}}",
    loadError: "Non è stato possibile caricare il team.",
    noUpline: "Al vertice della gerarchia",
  },
};
