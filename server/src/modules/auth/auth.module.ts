import { defineModule } from '../../platform/module.ts';
import { authRoutes } from './auth.routes.ts';
import { loginLockRoutes } from './login-locks.routes.ts';
import { sessionRoutes } from './session.routes.ts';

/** Sign-in and sign-out, the session and its password, and the administrators' login locks. */
export default defineModule({
  name: 'auth',
  routes: [authRoutes, sessionRoutes, loginLockRoutes],
  auditActions: {
    'auth.sign-out': '退出登录',
    'auth.account-unlocked': '解除登录锁定',
    'user.password-changed': '修改密码',
    'user.password-change-failed': '修改密码失败',
  },
});
