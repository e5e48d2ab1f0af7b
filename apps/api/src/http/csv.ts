import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

type Cell = string | number | boolean | null | undefined;

/** A CSV column: its header and how to read it from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => Cell;
}

/** The fields of `T` that print as they are. */
type CellField<T> = { [K in keyof T]: T[K] extends Cell ? K : never }[keyof T];

/** Columns that print one field of the row each, as they are: `{ header: field }`, in this order. */
export function fieldColumns<T>(fields: Record<string, CellField<T>>): CsvColumn<T>[] {
  return Object.entries(fields).map(([header, field]) => ({ header, value: (row: T) => row[field] as Cell }));
}

/**
 * Streams rows as a CSV download (the console's "export" buttons). Rows come from an async
 * iterable, so a long list is read in pages and never held whole in memory.
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T>) {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => c.value(row) ?? '');
    })(),
  );
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(records.pipe(stringify({ header: true, columns: columns.map((c) => c.header) })));
}

/** Every page of a paged read, one after the other (for CSV exports). */
export async function* allPages<T>(
  read: (page: { limit: number; offset: number }) => Promise<{ data: T[] }>,
  pageSize = 500,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += pageSize) {
    const { data } = await read({ limit: pageSize, offset });
    yield* data;
    if (data.length < pageSize) return;
  }
}
