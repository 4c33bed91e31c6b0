import { pdfFile } from '../../../files/sample-files.js';
import type { SeedFile } from '../generate.js';
import { FORMS, FORM_FOLDERS, type SeedFormCategory } from './catalogue.js';

/** One row of `forms`. */
export interface SeedForm {
  id: number;
  title: string;
  tag: string;
  category: SeedFormCategory;
  /** Unique code, e.g. `CF-001` (spec §3 "sample forms use category, tag, code"). */
  code: string;
  /** Path of the blank form in the public bucket, e.g. `forms/compliance/aml-certification.pdf`. */
  link: string;
  /** Path of a filled-in sample in the public bucket, or null. */
  sample_file: string | null;
}

const CODE_PREFIX: Record<SeedFormCategory, string> = { COMPLIANCE_FORMS: 'CF', BACK_OFFICE: 'BO', BUSSINESS_OVERVIEW: 'BV' };

/** `"Anti-Money Laundering (AML) Certification"` → `"anti-money-laundering-aml-certification"`. */
export function fileSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The forms catalogue with ids (1…n in catalogue order), codes and file paths. */
export function generateForms(): SeedForm[] {
  const perCategory = new Map<SeedFormCategory, number>();
  return FORMS.map((entry, index) => {
    const n = (perCategory.get(entry.category) ?? 0) + 1;
    perCategory.set(entry.category, n);
    const slug = fileSlug(entry.title);
    const folder = FORM_FOLDERS[entry.category];
    return {
      id: index + 1,
      title: entry.title,
      tag: entry.tag,
      category: entry.category,
      code: `${CODE_PREFIX[entry.category]}-${String(n).padStart(3, '0')}`,
      link: `${folder}/${slug}.pdf`,
      sample_file: entry.sample ? `${folder}/samples/${slug}-sample.pdf` : null,
    };
  });
}

/** Escapes text for a PDF literal string. */
/** A one-page PDF showing `lines`, as the text the seed writes into the public bucket. */
export function minimalPdf(lines: readonly string[]): string {
  return pdfFile(lines).toString('latin1');
}

/** The public-bucket files of the forms catalogue: each blank form and each sample. */
export function formFiles(forms: readonly SeedForm[]): SeedFile[] {
  return forms.flatMap((f) => {
    const files: SeedFile[] = [
      { bucket: 'public', path: f.link, content: minimalPdf([f.title, `${f.code} - ${f.tag}`, 'Agent Portal sandbox form']) },
    ];
    if (f.sample_file) {
      files.push({
        bucket: 'public',
        path: f.sample_file,
        content: minimalPdf([`SAMPLE - ${f.title}`, `${f.code} - ${f.tag}`, 'Filled-in example']),
      });
    }
    return files;
  });
}
