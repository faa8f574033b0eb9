// Imported datasets: declare one in a module's manifest (`datasets`), read its active version in
// the feature's queries, show `sourceOf(version)` on every answer. See README.md.
export { creditCode, day, decimal, integer, link, namesOf, oneOf, text } from './cells.ts';
export { type DatasetDeclaration, defineDataset, type RowReader } from './declaration.ts';
export {
  activeVersion,
  BATCH,
  DATASET_MAX_ROWS,
  type Datasets,
  type DatasetVersion,
  seedDataset,
  sourceOf,
} from './pipeline.ts';
export { DATASET_MAX_BYTES } from './refresh.ts';
