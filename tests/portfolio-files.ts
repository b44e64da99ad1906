/**
 * Har HaBituach reports and hostile workbooks for the portfolio check's tests, written in code (yazl and
 * the XML parts an .xlsx holds), so no binary fixture lives in the repository. The report's layout is the
 * real one: a title row and a date row, the header row, section rows above their policies, strings in
 * the shared-strings part, premiums as numbers and as text, IDs without their leading zeros, and a
 * declared `<dimension>` smaller than the data (the real files' defect).
 */
import yazl from 'yazl';

export type FixtureCell = string | number | null;

export interface FixturePolicy {
  id?: string | number;
  branch?: string;
  subBranch?: string;
  productType?: string;
  company?: string;
  /** 'dd/mm/yyyy - dd/mm/yyyy' */
  period?: string;
  details?: string;
  premium?: string | number | null;
  premiumPeriod?: string;
  policyNumber?: string;
  planType?: string;
}

export const SECTIONS = {
  general: 'תחום - כללי',
  health: 'תחום - בריאות ותאונות אישיות',
  life: 'תחום - חיים ואבדן כושר עבודה',
} as const;

export const HEADER = [
  'תעודת זהות',
  'ענף ראשי',
  'ענף (משני)',
  'סוג מוצר',
  'חברה',
  'תקופת ביטוח',
  'פרטים נוספים',
  'פרמיה בש"ח',
  'סוג פרמיה',
  'מספר פוליסה',
  'סיווג תכנית',
];

/** The holder of the fixtures: an ID that starts with a zero, stored as a number without it. */
export const HOLDER_ID = '012345674';

/** A policy row (columns A–K). */
export function policyRow(p: FixturePolicy): FixtureCell[] {
  return [
    p.id ?? Number(HOLDER_ID),
    p.branch ?? 'ביטוח בריאות',
    p.subBranch ?? 'ניתוחים אחידה',
    p.productType ?? 'פוליסת פרט',
    p.company ?? 'הראל',
    p.period ?? '01/01/2026 - 31/12/2026',
    p.details ?? '',
    p.premium === undefined ? 100 : p.premium,
    p.premiumPeriod ?? 'חודשית',
    p.policyNumber ?? 'P-1',
    p.planType ?? 'פרט',
  ];
}

/** A section row: the section's name in column B, no policy number. */
export const sectionRow = (section: keyof typeof SECTIONS): FixtureCell[] => [null, SECTIONS[section]];

/** The rows of a whole report: title, date, header, then each section with its policies. */
export function reportRows(
  sections: Partial<Record<keyof typeof SECTIONS, FixturePolicy[]>>,
  reportDate = '15/03/2026',
): FixtureCell[][] {
  const rows: FixtureCell[][] = [['תיק ביטוחי - הר הביטוח'], [`נכון לתאריך: ${reportDate}`], HEADER];
  for (const key of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) {
    const policies = sections[key];
    if (!policies) continue;
    rows.push(sectionRow(key));
    for (const p of policies) rows.push(policyRow(p));
  }
  return rows;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number) => String.fromCharCode(65 + index);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookXml = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** The worksheet and shared-strings parts of `rows`; `dimension` is what the sheet declares. */
function sheetParts(rows: FixtureCell[][], dimension: string): { sheet: string; strings: string } {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          if (value === null || value === '') return '';
          const ref = `${column(c)}${r + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          let index = indexOf.get(value);
          if (index === undefined) {
            index = strings.push(value) - 1;
            indexOf.set(value, index);
          }
          return `<c r="${ref}" t="s"><v>${index}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetViews><sheetView rightToLeft="1" workbookViewId="0"/></sheetViews><sheetData>${body}</sheetData></worksheet>`;
  const sst = strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('');
  const shared = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${sst}</sst>`;
  return { sheet, strings: shared };
}

/** A zip of `parts` (name → text or bytes), as yazl writes it. */
export async function zipOf(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(parts)) {
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An .xlsx of one sheet holding `rows`; by default it declares the real files' too-small dimension. */
export async function workbookOf(
  rows: FixtureCell[][],
  options: { dimension?: string; sheetName?: string; sheetXml?: string } = {},
): Promise<Buffer> {
  const { sheet, strings } = sheetParts(rows, options.dimension ?? 'A2:K5');
  return zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': workbookXml(options.sheetName ?? 'תיק ביטוחי'),
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': options.sheetXml ?? sheet,
    'xl/sharedStrings.xml': strings,
  });
}

/** A report workbook of these sections' policies. */
export const reportWorkbook = (
  sections: Partial<Record<keyof typeof SECTIONS, FixturePolicy[]>>,
  reportDate?: string,
) => workbookOf(reportRows(sections, reportDate));

/** A workbook that is not the report: a price list. */
export const unrelatedWorkbook = () =>
  workbookOf(
    [
      ['מחירון', 'מחיר'],
      ['כיסא', 250],
      ['שולחן', 900],
    ],
    { dimension: 'A1:B3', sheetName: 'מחירון' },
  );

/**
 * A decompression bomb: a valid workbook whose sheet part inflates to `megabytes` MiB of spaces (it
 * deflates to about a thousandth of that).
 */
export function bombWorkbook(megabytes = 60): Promise<Buffer> {
  const { sheet } = sheetParts(reportRows({ health: [{}] }), 'A1:K5');
  const padding = ' '.repeat(megabytes * 1024 * 1024);
  return workbookOf([], { sheetXml: sheet.replace('<sheetData>', `${padding}<sheetData>`) });
}

/** A workbook of the report's layout with `count` policy rows after the header. */
export function manyRowsWorkbook(count: number): Promise<Buffer> {
  const policies = Array.from({ length: count }, (_, i) => ({ policyNumber: `R-${i}` }));
  return workbookOf(reportRows({ health: policies }));
}

/** A multipart form with `bytes` as its `file`. */
export function fileForm(bytes: Buffer | Uint8Array, name = 'data-12345674.xlsx'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return form;
}
