/**
 * Wire types of the forms catalogue (issue #11; spec §2 forms routes, §3 sample-form attachment,
 * §5 sample naming, §7 `GET /forms`, `GET /forms/compliance-forms`, files in the public bucket;
 * rules in docs/CONTRACTS.md "Forms"). Names mirror the gateway (snake_case).
 */
import type { FormCategory } from './search.js';

/** A sample-form attachment (§3): a filled-in example of a form, in the public bucket. */
export interface FormAttachment {
  /** Path inside the public bucket; resolve with `publicFileUrl`. */
  path: string;
  /** Display name with spaces, e.g. `W-9 Request for Taxpayer Identification sample.pdf`; saved as `SAMPLE-` + name, spaces → hyphens (§5). */
  name: string;
}

/** One form of the catalogue. */
export interface FormItem {
  id: number;
  title: string;
  /** Short label the lists filter by, e.g. `AML`, `Payroll`, `Term Life`. */
  tag: string;
  category: FormCategory;
  /** Unique code, e.g. `CF-001` (§3: sample forms are asked for by category, tag and code). */
  code: string;
  /** Path of the blank form in the public bucket; resolve with `publicFileUrl`. */
  link: string;
  /** Name to save the blank form under, e.g. `Direct Deposit Authorization.pdf`. */
  file_name: string;
  /** Size of the blank form's file, in bytes. */
  size_bytes: number;
  /**
   * The product line of a policy form (an application or a policy service form of that product
   * type), or null. Policy forms are the forms that have one (docs/CONTRACTS.md "Forms").
   */
  product_type: { id: number; title: string } | null;
  /** Last change of the form, ISO 8601. */
  updated_at: string;
  /** Its samples (§3), empty when it has none (the portal then shows 'No sample file attached!.', §8). */
  attachments: FormAttachment[];
}

/** Every {@link FormSortColumn}, as the gateway sends it (spec §7). */
export const FORM_SORT_COLUMNS = ['title', 'tag', 'updated_at'] as const;
/** Columns the form list sorts by. */
export type FormSortColumn = (typeof FORM_SORT_COLUMNS)[number];

/** `column:direction` of `GET /forms` (default `title:asc`; ties by id). */
export type FormSort = `${FormSortColumn}:${'asc' | 'desc'}`;

/**
 * Query of `GET /integration/v1/forms` (§7); every field is optional. A parameter given twice, an
 * unknown one or a bad value → 400. `category=BUSSINESS_OVERVIEW` needs a licensed contractor (403).
 */
export interface FormListParams {
  category?: FormCategory;
  /** Exact tag (case-insensitive). */
  tag?: string;
  /** Exact code: with `category` and `tag`, how the portal asks for one form's samples (§7). */
  code?: string;
  /** `true`: policy forms only (those with a `product_type`). */
  policy?: boolean;
  /** Only policy forms of this product type. */
  product_type_id?: number;
  /** 1–100 characters; every word in the title, tag or code (case- and accent-insensitive). */
  search?: string;
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10. */
  limit?: number;
  /** Default `title:asc`. */
  sort?: FormSort;
}

/** A tag of a form list with how many forms carry it. */
export interface FormTagCount {
  tag: string;
  count: number;
}

/** Answer of `GET /integration/v1/forms`: `{data, count, tags}`. */
export interface FormPage {
  data: FormItem[];
  /** Rows of the whole filtered set. */
  count: number;
  /**
   * The tags of the list before `tag`, `code` and `search` apply (category, `policy` and
   * `product_type_id` only), by tag: the choices of the page's tag filter.
   */
  tags: FormTagCount[];
}

/** One group of `GET /integration/v1/forms/compliance-forms`: the compliance forms of one tag. */
export interface ComplianceFormGroup {
  tag: string;
  /** By title. */
  forms: FormItem[];
}
