// Every zh-CN namespace, bundled with the app (zh-CN is the default). Features add a line here
// and in en-US/index.ts.

import admin from './admin';
import article from './article';
import editor from './editor';
import enterprise from './enterprise';
import hotIssue from './hotIssue';
import institution from './institution';
import knowledge from './knowledge';
import pages from './pages';
import portal from './portal';
import registration from './registration';
import sample from './sample';
import shell from './shell';
import workflow from './workflow';

export default {
  shell,
  pages,
  admin,
  workflow,
  knowledge,
  hotIssue,
  portal,
  registration,
  article,
  editor,
  enterprise,
  institution,
  sample,
} as const;
