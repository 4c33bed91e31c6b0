import type { ComplianceState, FormItem } from '@agent-portal/api-client/wire';
import { configureStorageForTest, server, TEST_ORIGIN, TEST_PUBLIC_BUCKET_URL } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { CATALOGUE, complianceGroups, notCompliantState, tagCounts } from './formsFixtures.js';
import { minimalPdf } from './pdfFixture.js';

export {
  slug,
  makeForm,
  CATALOGUE,
  formsOf,
  policyForms,
  formTitled,
  W9,
  NO_SAMPLE,
  tagCounts,
  complianceGroups,
  notCompliantState,
  compliantState,
  blockedState,
} from './formsFixtures.js';

/** Base URL of the integration v1 endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

const forbidden = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, { status: 403 });
const serverError = () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Something broke' }, { status: 500 });
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `GET /forms` as the gateway answers it (docs/CONTRACTS.md "Forms"): filters, `tags` before tag/code/search, sort, paging. */
export function answerFormList(forms: readonly FormItem[], params: URLSearchParams) {
  const category = params.get('category');
  const scoped = forms.filter(
    (f) =>
      (!category || f.category === category) &&
      (params.get('policy') !== 'true' || f.product_type !== null) &&
      (!params.get('product_type_id') || f.product_type?.id === Number(params.get('product_type_id'))),
  );
  const words = fold(params.get('search') ?? '').split(/\s+/).filter(Boolean);
  const tag = params.get('tag')?.toLowerCase();
  const code = params.get('code');
  const rows = scoped.filter(
    (f) =>
      (!tag || f.tag.toLowerCase() === tag) &&
      (!code || f.code === code) &&
      words.every((word) => fold(`${f.title} ${f.tag} ${f.code}`).includes(word)),
  );
  const [column, direction] = (params.get('sort') ?? 'title:asc').split(':') as [keyof FormItem, string];
  rows.sort((a, b) => String(a[column]).localeCompare(String(b[column])) * (direction === 'desc' ? -1 : 1) || a.id - b.id);
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  return { data: rows.slice((page - 1) * limit, page * limit), count: rows.length, tags: tagCounts(scoped) };
}

/** Options of {@link serveForms}. */
export interface ServeFormsOptions {
  /** The catalogue `GET /forms` filters. Default {@link CATALOGUE}. */
  forms?: readonly FormItem[];
  /** Agent 7's compliance state, or `'error'` for a 500. */
  compliance?: ComplianceState | 'error';
  /** Answer `GET /forms` with a 500. */
  formsFail?: boolean;
  /** Answer `GET /forms/compliance-forms` with a 500. */
  complianceFormsFail?: boolean;
  /** Public-bucket paths that answer 404 (every other path answers a small PDF). */
  missingFiles?: readonly string[];
}

/**
 * The gateway of the forms pages for agent 7, plus the public bucket (storage configured):
 * `GET /forms` (every query recorded), `GET /forms/compliance-forms`, `GET /users/7/compliance`
 * (another id: 403) and `GET /storage/public/<path>` answering a one-page PDF with its
 * `Content-Length` (404 for `missingFiles`; every path recorded).
 */
export function serveForms({ forms = CATALOGUE, compliance = notCompliantState, formsFail = false, complianceFormsFail = false, missingFiles = [] }: ServeFormsOptions = {}) {
  configureStorageForTest();
  const queries: URLSearchParams[] = [];
  const files: string[] = [];
  server.use(
    http.get(`${V1}/forms/compliance-forms`, () =>
      complianceFormsFail ? serverError() : HttpResponse.json({ data: complianceGroups(forms.filter((f) => f.category === 'COMPLIANCE_FORMS')) }),
    ),
    http.get(`${V1}/forms`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return formsFail ? serverError() : HttpResponse.json(answerFormList(forms, params));
    }),
    http.get(`${V1}/users/:id/compliance`, ({ params }) =>
      params.id !== '7' ? forbidden() : compliance === 'error' ? serverError() : HttpResponse.json({ data: compliance }),
    ),
    http.get(`${TEST_PUBLIC_BUCKET_URL}*`, ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.replace('/storage/public/', ''));
      files.push(path);
      if (missingFiles.includes(path)) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not Found' }, { status: 404 });
      const body = new TextEncoder().encode(minimalPdf([[path]]));
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(body.byteLength) } });
    }),
  );
  return { queries, files, last: () => Object.fromEntries(queries.at(-1)!.entries()) };
}

/**
 * A public-bucket file sent in two halves, the second only when `release()` is called, with
 * its `Content-Length`: a download of it stays at 50 % until then.
 * @param path - the file's path in the bucket.
 * @param size - its size in bytes (even).
 */
export function serveSlowFile(path: string, size = 200_000) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${TEST_PUBLIC_BUCKET_URL}${path.split('/').map(encodeURIComponent).join('/')}`, () => {
      const half = new Uint8Array(size / 2).fill(37);
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(half);
          await released;
          controller.enqueue(half);
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(size) } });
    }),
  );
  return { release: () => release() };
}
