import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(csv).toBe('\uFEFFa,b\r\n1,2\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes commas, quotes and line breaks, and keeps Hebrew as it is', () => {
    expect(toCsv(['x'], [['a,b'], ['say "hi"'], ['two\nlines'], ['שלום']])).toBe(
      '\uFEFFx\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\nשלום\r\n',
    );
  });

  it.each(['=SUM(A1:A2)', '+972501234567', '-1+1', '@cmd', '\tx', '=HYPERLINK("http://evil")'])(
    'defuses the formula %j with a leading apostrophe',
    (value) => {
      const [, line] = toCsv(['x'], [[value]])
        .slice(1)
        .split('\r\n');
      expect(line?.replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('writes times as Israel’s clocks showed them, dd.mm.yyyy HH:mm, and nulls as empty cells', () => {
    expect(
      toCsv(
        ['d', 'n'],
        [
          [new Date('2026-01-02T03:04:05.000Z'), null], // winter, UTC+2
          [new Date('2026-07-01T21:30:00.000Z'), null], // summer, UTC+3: the next day already
        ],
      ),
    ).toBe('\uFEFFd,n\r\n02.01.2026 05:04,\r\n02.07.2026 00:30,\r\n');
  });
});
