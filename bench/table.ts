/** Prints a table of text cells: the first column aligned left, the figures right. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) =>
        column === 0 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!),
      )
      .join('  ');
  console.log(`${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
