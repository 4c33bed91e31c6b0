import { pdfFile } from '../../../files/sample-files.js';
import { SEED_ANCHOR } from '../constants.js';
import type { SeedFile } from '../generate.js';
import type { FormCategory, FormItem } from '@agent-portal/api-client/wire';
import { FORMS, FORM_FOLDERS } from '../../../catalogue/forms.js';
import { DAY_MS } from '../../../http/dates.js';

/**
 * One row of `forms`: the wire's `FormItem` fields a row stores as they are (id, title, tag,
 * category, code, link, size_bytes, updated_at — ISO 8601, a fixed time 3–702 days before the seed
 * anchor; size_bytes the real size of {@link formPdf}), plus what the gateway turns into the
 * answer's `product_type` and `attachments`.
 */
export interface SeedForm extends Pick<FormItem, 'id' | 'title' | 'tag' | 'category' | 'code' | 'link' | 'size_bytes' | 'updated_at'> {
  /** Path of a filled-in sample in the public bucket, or null (→ `attachments`). */
  sample_file: string | null;
  /** The product line of a policy form, or null (issue #11; → `product_type`). */
  product_type_id: number | null;
}

export const CODE_PREFIX: Record<FormCategory, string> = { POLICY_FORMS: 'PF', COMPLIANCE_FORMS: 'CF', BACK_OFFICE: 'BO', BUSSINESS_OVERVIEW: 'BV' };

/**
 * Title of the one large form (issue #11): its blank file is padded to {@link LARGE_FORM_BYTES}
 * so the portal's download progress is visible (`BO-005`, id 17).
 */
export const LARGE_FORM_TITLE = 'Agent Contracting Packet';
/** Size of the large form's file: 4 MiB (4,194,304 bytes). */
export const LARGE_FORM_BYTES = 4 * 1024 * 1024;

/** `"Anti-Money Laundering (AML) Certification"` → `"anti-money-laundering-aml-certification"`. */
export function fileSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The blank form's PDF: a one-page PDF naming it (padded to {@link LARGE_FORM_BYTES} for the large form). */
export function formPdf(form: Pick<SeedForm, 'title' | 'code' | 'tag'>): Buffer {
  const lines = [form.title, `${form.code} - ${form.tag}`, 'Agent Portal sandbox form'];
  return pdfFile(lines, form.title === LARGE_FORM_TITLE ? LARGE_FORM_BYTES : 0);
}

/** The filled-in sample's PDF. */
export function samplePdf(form: Pick<SeedForm, 'title' | 'code' | 'tag'>): Buffer {
  return pdfFile([`SAMPLE - ${form.title}`, `${form.code} - ${form.tag}`, 'Filled-in example']);
}

/** Size in bytes of {@link formPdf} without building the large one. */
const formSize = (form: Pick<SeedForm, 'title' | 'code' | 'tag'>) =>
  form.title === LARGE_FORM_TITLE ? LARGE_FORM_BYTES : formPdf(form).length;

/**
 * The forms catalogue with ids (1…n in catalogue order: the 34 forms of issue #3, then the policy
 * forms), codes (`PF-`/`CF-`/`BO-`/`BV-` and the number within the category), file paths, product line,
 * a deterministic `updated_at` before the seed anchor and the file size.
 */
export function generateForms(): SeedForm[] {
  const perCategory = new Map<FormCategory, number>();
  return FORMS.map((entry, index) => {
    const id = index + 1;
    const n = (perCategory.get(entry.category) ?? 0) + 1;
    perCategory.set(entry.category, n);
    const slug = fileSlug(entry.title);
    const folder = FORM_FOLDERS[entry.category];
    const code = `${CODE_PREFIX[entry.category]}-${String(n).padStart(3, '0')}`;
    const updated = SEED_ANCHOR.getTime() - (3 + ((id * 53) % 700)) * DAY_MS - (id % 8) * 3_600_000;
    return {
      id,
      title: entry.title,
      tag: entry.tag,
      category: entry.category,
      code,
      link: `${folder}/${slug}.pdf`,
      sample_file: entry.sample ? `${folder}/samples/${slug}-sample.pdf` : null,
      product_type_id: entry.product_type_id ?? null,
      updated_at: new Date(updated).toISOString(),
      size_bytes: formSize({ title: entry.title, code, tag: entry.tag }),
    };
  });
}

/** A one-page PDF showing `lines`, as latin-1 text. */
export function minimalPdf(lines: readonly string[]): string {
  return pdfFile(lines).toString('latin1');
}

/** The public-bucket files of the forms catalogue: each blank form and each sample. */
export function formFiles(forms: readonly SeedForm[]): SeedFile[] {
  return forms.flatMap((f) => {
    const files: SeedFile[] = [{ bucket: 'public', path: f.link, content: formPdf(f) }];
    if (f.sample_file) files.push({ bucket: 'public', path: f.sample_file, content: samplePdf(f) });
    return files;
  });
}
