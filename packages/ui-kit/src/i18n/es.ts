import type { UiKitResources } from './types.js';

/** Spanish texts of the `uiKit` namespace. */
export const es: UiKitResources = {
  loading: 'Cargando…',
  loadError: 'No se pudieron cargar los datos.',
  requestFailed: 'Algo salió mal. Inténtelo de nuevo.',
  retry: 'Reintentar',
  noData: 'No se encontraron datos',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  working: 'Procesando…',
  save: 'Guardar',
  saving: 'Guardando…',
  pagination: {
    label: 'Paginación',
    rowsPerPage: 'Filas por página',
    range: '{{from}}–{{to}} de {{count}}',
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
    goToPage: 'Ir a la página {{page}}',
  },
  search: {
    clear: 'Borrar búsqueda',
  },
  sort: {
    ascending: 'orden ascendente',
    descending: 'orden descendente',
  },
  mui: {
    close: 'Cerrar',
    open: 'Abrir',
    clear: 'Borrar',
    noOptions: 'Sin opciones',
  },
  productTypes: {
    'Term Life': 'Seguro de vida a término',
    'Whole Life': 'Seguro de vida entera',
    'Universal Life': 'Seguro de vida universal',
    'Indexed Universal Life': 'Seguro de vida universal indexado',
    'Final Expense': 'Seguro de gastos finales',
    'Medicare Supplement': 'Seguro complementario de Medicare',
    'Medicare Advantage': 'Plan Medicare Advantage',
    'Annuity': 'Anualidad',
    'Critical Illness': 'Seguro de enfermedades graves',
    'Accident': 'Seguro de accidentes',
  },
};
