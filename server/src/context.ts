// The services a request handler may use, built once per app in buildApp and handed to each module.
import type { Clock, Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Notices } from './modules/notice/notice.service.ts';
import type { Audit } from './platform/audit/audit.ts';
import type { Captchas } from './platform/auth/captchas.ts';
import type { Login } from './platform/auth/login.ts';
import type { Sessions } from './platform/auth/sessions.ts';
import type { Files } from './platform/files/files.service.ts';
import type { Outbox } from './platform/outbox/outbox.service.ts';
import type { Workflow } from './platform/workflow/index.ts';

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
};
