// What a feature declares about a dataset it reads (manifest `datasets`): its template's columns
// and how one row is checked and stored. The pipeline (pipeline.ts) does the rest for every
// dataset alike: upload, streaming read, all-or-nothing, versions, restore, scheduled refresh.
import type { Database } from '../../db/client.ts';

/** One row of the workbook as a declaration reads it. */
export type RowReader = {
  /** The row's number as Excel shows it. */
  line: number;
  /** The trimmed text of a column ('' when empty or absent). */
  cell(column: string): string;
  /** Records a refusal of this row's cell, named by row and column; answers null for `return`. */
  refuse(column: string, message: string): null;
};

export type DatasetDeclaration<Row = unknown> = {
  /** Unique portal-wide, UPPER_SNAKE (IPO_CASES, MA_DEALS). */
  key: string;
  /** Its Chinese name, shown in the versions dialog and the audit. */
  title: string;
  /** The template's header in order. */
  columns: readonly string[];
  /** Columns the header must have and every row must fill. */
  required: readonly string[];
  /**
   * One made-up row that `parse` accepts, as cell texts by column (an empty column left out). The
   * template shows it on its second sheet, 说明, labelled as an example; imports read the first only.
   */
  example: Readonly<Record<string, string>>;
  /** One row's values, or null when `row.refuse` was called. Dates may not pass `asOf`. */
  parse(row: RowReader, check: { asOf: string }): Row | null;
  /** Unique within one file; a repeat is refused naming the first row. */
  keyOf?(row: Row): string;
  /** The column a repeat is refused at (default: the first required column). */
  keyColumn?: string;
  /** Stores one batch (at most BATCH rows) of the version `importId` in the feature's table. */
  write(tx: Database, importId: string, rows: Row[]): Promise<void>;
  /**
   * Runs in the transaction that makes `importId` the active version (import, restore, demo seed),
   * once it is active: for what a feature derives from its active versions, e.g. stored totals.
   */
  activated?(tx: Database, importId: string): Promise<void>;
};

/** Keeps the row type of `parse`, `keyOf` and `write` tied together. */
export const defineDataset = <Row>(declaration: DatasetDeclaration<Row>): DatasetDeclaration<Row> =>
  declaration;
