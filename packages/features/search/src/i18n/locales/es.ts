import type { SearchTexts } from '../types.js';

/** Spanish texts of the `search` namespace. */
export const es: SearchTexts = {
  title: 'Buscar',
  inputLabel: 'Buscar clientes, formularios y tickets',
  placeholder: 'Nombre, número de póliza, formulario o ticket',
  enterText: 'Escriba un texto para buscar',
  noResult: 'No se encontraron resultados',
  searching: 'Buscando…',
  error: 'La búsqueda falló. Compruebe su conexión e inténtelo de nuevo.',
  retry: 'Reintentar',
  close: 'Cerrar búsqueda',
  results: 'Resultados de búsqueda',
  resultCount: 'Resultados: {{count}}',
  keysHint: '↑ ↓ para moverse · Intro para abrir · Esc para cerrar',
  groups: { clients: 'Clientes', forms: 'Formularios', support: 'Soporte' },
  na: 'N/D',
  morePolicies: '+{{count}} más',
  licensedOnly: 'Solo contratistas con licencia',
  categories: { POLICY_FORMS: 'Formularios de pólizas', COMPLIANCE_FORMS: 'Formularios de cumplimiento', BACK_OFFICE: 'Back office', BUSSINESS_OVERVIEW: 'Resumen del negocio' },
  status: { OPEN: 'Abierto', IN_PROGRESS: 'En curso', RESOLVED: 'Resuelto', CLOSED: 'Cerrado' },
};
