/**
 * The product catalogue of the network (issue #3, spec §3 Search result): product types, carriers
 * and products of client policies. Reference data shared by the seed (policies, commissions) and
 * the routes (the commission report's filters): it lives here, below both.
 */

/** A product type; `title` is what search shows as `products.product_type.title`. */
export interface SeedProductType {
  id: number;
  title: string;
  /** Prefix of this type's policy numbers, e.g. `TL` → `TL-0000042`. */
  prefix: string;
}

/** The product types sold in the network. */
export const PRODUCT_TYPES: readonly SeedProductType[] = [
  { id: 1, title: 'Term Life', prefix: 'TL' },
  { id: 2, title: 'Whole Life', prefix: 'WL' },
  { id: 3, title: 'Universal Life', prefix: 'UL' },
  { id: 4, title: 'Indexed Universal Life', prefix: 'IU' },
  { id: 5, title: 'Final Expense', prefix: 'FE' },
  { id: 6, title: 'Medicare Supplement', prefix: 'MS' },
  { id: 7, title: 'Medicare Advantage', prefix: 'MA' },
  { id: 8, title: 'Annuity', prefix: 'AN' },
  { id: 9, title: 'Critical Illness', prefix: 'CI' },
  { id: 10, title: 'Accident', prefix: 'AC' },
];

/** Fictional carriers. */
export const CARRIERS: readonly string[] = ['Northwind Mutual', 'Harborview Life', 'Summit National', 'Evergreen Assurance'];

/** A product: one carrier's plan of a product type. */
export interface SeedProduct {
  id: number;
  product_type_id: number;
  name: string;
  carrier: string;
}

/** Two products per type, each from a different carrier. */
export const PRODUCTS: readonly SeedProduct[] = PRODUCT_TYPES.flatMap((type, index) =>
  [0, 1].map((k) => {
    const carrier = CARRIERS[(index + k * 2) % CARRIERS.length]!;
    return { id: type.id * 10 + k, product_type_id: type.id, name: `${carrier.split(' ')[0]} ${type.title}`, carrier };
  }),
);
