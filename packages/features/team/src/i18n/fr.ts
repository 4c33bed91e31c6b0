import type { TeamResources } from './types';

/** French texts of the `team` namespace. */
export const fr: TeamResources = {
  common: {
    ranks: {
      ASSOCIATE: "Associé",
      SENIOR_ASSOCIATE: "Associé principal",
      MARKETING_DIRECTOR: "Directeur marketing",
      SENIOR_MARKETING_DIRECTOR: "Directeur marketing principal",
      EXECUTIVE_MARKETING_DIRECTOR: "Directeur marketing exécutif",
    },
    problems: {
      BLOCKED: "Bloqué pour paiements échoués",
      DOCUMENTS: "Documents essentiels manquants ou expirés",
      LICENSE_PENDING: "Demande de licence en attente",
    },
    problemsShort: {
      BLOCKED: "Bloqué",
      DOCUMENTS: "Documents",
      LICENSE_PENDING: "Licence en attente",
    },
    status: {
      ACTIVE: "Actif",
      BLOCKED: "Bloqué",
    },
    licensed: "Agréé",
    unlicensed: "Non agréé",
    code: "Code",
    rank: "Rang",
    email: "E-mail",
    phone: "Téléphone",
    upline: "Ligne ascendante",
    downline: "Ligne descendante",
    directDownline: "Ligne descendante directe",
    totalDownline: "Ligne descendante totale",
    joined: "Arrivée",
    sendEmail: "Écrire à {{name}}",
    call: "Appeler {{name}}",
    loadError: "L'équipe n'a pas pu être chargée.",
    noUpline: "Au sommet de la hiérarchie",
  },
};
