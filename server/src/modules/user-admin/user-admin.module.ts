import { defineModule } from '../../platform/module.ts';
import { userAdminHomeCards } from './user-admin.home.ts';
import { userAdminRoutes } from './user-admin.routes.ts';

export default defineModule({
  name: 'user-admin',
  routes: [userAdminRoutes],
  homeCards: userAdminHomeCards,
  auditActions: {
    'user.created': '新建用户',
    'user.updated': '修改用户',
    'user.enabled': '启用用户',
    'user.disabled': '停用用户',
    'user.password-reset': '重置密码',
    'user.authority-granted': '授予权限',
    'user.authority-revoked': '撤销权限',
    'user.signed-out': '强制下线',
    'auth.account-unlocked': '解除登录锁定',
    'session.ended': '结束会话',
  },
});
