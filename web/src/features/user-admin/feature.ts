import { defineFeature, named, page } from '../../ui/feature';

const lists = () => import('./UserListPage');
const editors = () => import('./UserEditorPage');

export default defineFeature({
  // Its texts are the management feature's.
  namespaces: ['admin'],
  pages: {
    '/management/user/list': named(lists, 'GovernmentUserListPage'),
    '/management/user/enterprise/list': named(lists, 'EnterpriseUserListPage'),
    '/management/user/editor': named(editors, 'GovernmentUserEditorPage'),
    '/management/user/enterprise/edit': named(editors, 'EnterpriseUserEditorPage'),
    '/management/user/sessions': page(() => import('./SessionsPage')),
  },
});
