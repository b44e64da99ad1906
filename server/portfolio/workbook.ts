/**
 * The report's workbook read into rows of cells, defended: its type judged by its bytes, its zip's
 * sizes checked from the central directory before anything is inflated, then inflated once with a
 * byte cap and a row count, and only then read by read-excel-file (docs/decisions/023-xlsx-reader.md).
 */
import type { Readable } from 'node:stream';
import { readSheet } from 'read-excel-file/universal';
import yauzl from 'yauzl';
import {
  PORTFOLIO_FILE_MAX_BYTES,
  PORTFOLIO_MAX_ROWS,
  PORTFOLIO_UNPACKED_MAX_BYTES,
  portfolioMessages,
  portfolioReasons,
} from '../../src/shared/portfolio';
import { DomainError, tooLarge, unprocessable, unsupportedType } from '../errors';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** more entries than any workbook of one sheet has */
const MAX_ENTRIES = 500;
/** an entry claiming to grow more than this many times over 1 MiB is a bomb, not a spreadsheet */
const MAX_RATIO = 200;
const RATIO_FLOOR = 1024 * 1024;

/** A cell as the report's rules read it: text, or a number the sheet stored as one; '' when empty. */
export type Cell = string | number;

const tooBig = () => unprocessable(portfolioMessages.workbookTooLarge, portfolioReasons.workbookTooLarge);
const tooManyRows = () => unprocessable(portfolioMessages.tooManyRows, portfolioReasons.workbookTooLarge);
const damaged = () => unprocessable(portfolioMessages.damaged, portfolioReasons.notAReport);

/** The parts read-excel-file reads (it skips every other entry). */
const isReadPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/** Every entry of the zip's central directory, nothing inflated. */
function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        zip.close();
        reject(tooBig());
      } else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

// a row element, with or without a namespace prefix (<row r="1">, <x:row>), never <rowBreaks>
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const ONE_ROW_TAG = new RegExp(ROW_TAG.source);

/**
 * Inflates one entry, counting its bytes against `budget` (yauzl also stops an entry at the size it
 * declared) and, in a worksheet, its rows; the bytes themselves are dropped.
 */
async function inflateCounting(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: { bytes: number },
): Promise<void> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw damaged();
  }
  const countRows = isWorksheet(entry.fileName);
  let rows = 0;
  let tail = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.bytes -= chunk.length;
      if (budget.bytes < 0) throw tooBig();
      if (!countRows) continue;
      // a tag cut between two chunks is found in the next one, led by this one's unfinished tag
      const text = tail + chunk.toString('latin1');
      rows += text.match(ROW_TAG)?.length ?? 0;
      const rest = text.slice(text.lastIndexOf('<'));
      tail = rest.startsWith('<') && rest.length < 16 && !ONE_ROW_TAG.test(rest) ? rest : '';
      if (rows > PORTFOLIO_MAX_ROWS) throw tooManyRows();
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof DomainError) throw error;
    // yauzl: more bytes than the entry declared, or a broken deflate stream
    throw /size/i.test(String(error)) ? tooBig() : damaged();
  }
}

/**
 * Refuses a workbook that would unpack past PORTFOLIO_UNPACKED_MAX_BYTES or hold more than
 * PORTFOLIO_MAX_ROWS rows (422), judged first by what its central directory declares and then by
 * what the parts read actually inflate to.
 */
export async function checkWorkbookZip(bytes: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw damaged();
  }
  const entries = await entriesOf(zip).catch((error: unknown) => {
    throw error instanceof DomainError ? error : damaged();
  });
  let declared = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_FLOOR && ratio > MAX_RATIO) throw tooBig();
  }
  if (declared > PORTFOLIO_UNPACKED_MAX_BYTES) throw tooBig();
  const budget = { bytes: PORTFOLIO_UNPACKED_MAX_BYTES };
  for (const entry of entries) {
    if (isReadPart(entry.fileName)) await inflateCounting(zip, entry, budget);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell of read-excel-file as text or a number: a date cell as the report writes dates (dd/mm/yyyy). */
function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  return String(value).trim();
}

/**
 * The first worksheet's rows (row n of the sheet at index n - 1), every cell that is there whatever
 * the sheet's declared dimension says. 413 over 5 MiB, 415 unless an .xlsx by its bytes, 422 for a
 * workbook too big unpacked or a damaged one.
 */
export async function readWorkbookRows(file: Blob): Promise<Cell[][]> {
  if (file.size > PORTFOLIO_FILE_MAX_BYTES) throw tooLarge(portfolioMessages.fileTooLarge);
  const data = await file.arrayBuffer();
  const bytes = Buffer.from(data);
  // imported on the first check, not at start (a few MB of heap most servers seldom need)
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (detected?.mime !== XLSX_TYPE) throw unsupportedType(portfolioMessages.fileType);
  await checkWorkbookZip(bytes);
  let rows: unknown[][];
  try {
    rows = await readSheet(data);
  } catch {
    throw damaged();
  }
  if (rows.length > PORTFOLIO_MAX_ROWS) throw tooManyRows();
  return rows.map((row) => row.map(toCell));
}
