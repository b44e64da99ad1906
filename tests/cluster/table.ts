/** One line of the run's result: a check or a drill, its figures, and whether it passed. */
export interface Row {
  name: string;
  figures: string;
  pass: boolean;
}

/** The rows as a plain-text table, the figures wrapped to keep lines short. */
export function formatTable(rows: Row[]): string {
  const nameWidth = Math.max(5, ...rows.map((row) => row.name.length));
  const width = 90;
  const lines = [
    `${'check'.padEnd(nameWidth)}  result  figures`,
    `${'-'.repeat(nameWidth)}  ------  ${'-'.repeat(width)}`,
  ];
  for (const row of rows) {
    const words = row.figures.split(' ');
    const wrapped: string[] = [''];
    for (const word of words) {
      const last = wrapped.length - 1;
      if ((wrapped[last] ?? '').length + word.length + 1 > width && wrapped[last] !== '') wrapped.push(word);
      else wrapped[last] = wrapped[last] ? `${wrapped[last]} ${word}` : word;
    }
    for (const [i, text] of wrapped.entries())
      lines.push(
        i === 0
          ? `${row.name.padEnd(nameWidth)}  ${(row.pass ? 'pass' : 'FAIL').padEnd(6)}  ${text}`
          : `${''.padEnd(nameWidth)}          ${text}`,
      );
  }
  return lines.join('\n');
}
