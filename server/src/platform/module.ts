// A feature module's manifest: everything the module brings to the app, declared in one place
// (modules/<f>/<f>.module.ts) and listed once in modules/index.ts. buildApp loops over the list:
// it registers the processes on the workflow engine, the export lists and the home cards before any route is
// built, then the routes, then (in a real server) the jobs' timers. Nothing else in the app
// names a feature.
import type { ConversionSourceKind } from '@portal/contract/conversion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import type { AppContext } from './context.ts';
import type { ConversionSourceReader } from './conversions/conversions.ts';
import type { DatasetDeclaration } from './datasets/declaration.ts';
import type { ExportListDefinition } from './excel/export-lists.ts';
import type { FileReader } from './files/files.service.ts';
import type { HomeCardDefinition } from './home-cards/home-cards.ts';
import type { ProcessDefinition } from './workflow/index.ts';

export type ModuleJob = {
  name: string;
  /** How often it runs in a real server; API tests call the task themselves. */
  minutes: number;
  /** Also once at start (e.g. work a stopped process left behind). */
  runNow?: boolean;
  task(ctx: AppContext): () => Promise<unknown>;
};

/** What a module's demo data is written with (seed/index.ts, when SEED_DEMO is on). */
export type DemoSeedContext = { db: Database; now: Date };

export type FeatureModule = {
  name: string;
  /** Route plugins, each built once with the app's services. */
  routes?: readonly ((ctx: AppContext) => FastifyPluginAsyncZod)[];
  /** Workflow processes the module's subjects go through (platform/workflow). */
  processes?: readonly ProcessDefinition[];
  /** Lists the module exports to Excel, with their configurable columns. */
  exportLists?: readonly ExportListDefinition[];
  /**
   * Who may read the files the module's records use, per owner type (platform/files: a file is
   * read by its uploader, by the readers of a record that uses it, and by everyone while public
   * content shows it). An owner type nobody registers is read by no one but the uploader.
   */
  fileReaders?: Readonly<Record<string, (ctx: AppContext) => FileReader>>;
  /**
   * Reference data every database gets, demo or not (the law library's principal texts), written
   * at start after the dictionaries; each keeps its own marker so it is written once.
   */
  seed?: (seed: DemoSeedContext) => Promise<unknown>;
  /**
   * Demo data, written once on a fresh demo database after the demo organisations and users, in the
   * order of modules/index.ts; each keeps its own marker so a removed row is not recreated.
   */
  seedDemo?: (seed: DemoSeedContext) => Promise<unknown>;
  /**
   * The audit actions the module writes, each with its label for the audit log; a name ending in
   * "." declares a family (platform/audit/actions.ts).
   */
  auditActions?: Readonly<Record<string, string>>;
  /**
   * The kinds of conversion source the module owns (a visit record, a sentiment item), each with
   * its reader, so a conversion checks its source exists and concerns the enterprise
   * (platform/conversions).
   */
  conversionSources?: Partial<Record<ConversionSourceKind, (ctx: AppContext) => ConversionSourceReader>>;
  /**
   * Datasets an administrator imports from workbooks (platform/datasets): the pipeline, the
   * versions, restore and the scheduled refresh serve every declared dataset alike.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each declaration keeps its own row type
  datasets?: readonly DatasetDeclaration<any>[];
  /** Background work of a real server. */
  jobs?: readonly ModuleJob[];
  /**
   * Cards on the console home (platform/home-cards): each shown to those who may open the page it
   * links to; the web feature draws it with its texts `home.<name>.*`.
   */
  homeCards?: readonly HomeCardDefinition[];
};

export const defineModule = (module: FeatureModule): FeatureModule => module;
