// The services a request handler may use, built once per app in buildApp and handed to each module.
import type { Clock, Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Audit } from './audit/audit.ts';
import type { Captchas } from './auth/captchas.ts';
import type { Login } from './auth/login.ts';
import type { Sessions } from './auth/sessions.ts';
import type { ConversionSources } from './conversions/conversions.ts';
import type { Datasets } from './datasets/pipeline.ts';
import type { ExportLists } from './excel/export-lists.ts';
import type { RemoteCaptureOptions } from './fetch/remote-capture.ts';
import type { Files } from './files/files.service.ts';
import type { HomeCards } from './home-cards/home-cards.ts';
import type { Notices } from './notices/notices.ts';
import type { Outbox } from './outbox/outbox.service.ts';
import type { Workflow } from './workflow/index.ts';

export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  audit: Audit;
  sessions: Sessions;
  captchas: Captchas;
  login: Login;
  notices: Notices;
  workflow: Workflow;
  /** Uploads: store, get, publish (platform/files). */
  files: Files;
  /** E-mail: written to the outbox, delivered by SMTP when configured (platform/outbox). */
  outbox: Outbox;
  /** Exportable lists of every module and their configured columns (platform/excel). */
  exportLists: ExportLists;
  /** Readers of the sources a conversion may come from (platform/conversions). */
  conversionSources: ConversionSources;
  /** Every module's imported datasets: versions, imports, restores (platform/datasets). */
  datasets: Datasets;
  /** The console home's cards of every module (platform/home-cards). */
  homeCards: HomeCards;
  /** Remote fetches (the editor's image capture); tests allow loopback here, never the environment. */
  remoteCapture?: RemoteCaptureOptions;
};
