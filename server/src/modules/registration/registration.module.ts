import { defineModule } from '../../platform/module.ts';
import { recoveryRoutes } from './recovery.routes.ts';
import { registrationHomeCards } from './registration.home.ts';
import { enterpriseRegistrationReview, institutionRegistrationReview } from './registration.process.ts';
import { registrationRoutes } from './registration.routes.ts';

/** Sign-up with its two review processes, and account recovery. */
export default defineModule({
  name: 'registration',
  routes: [registrationRoutes, recoveryRoutes],
  homeCards: registrationHomeCards,
  processes: [enterpriseRegistrationReview, institutionRegistrationReview],
  auditActions: {
    'registration.created': '提交注册',
    'registration.corrected': '修改注册信息',
    'registration.licence-uploaded': '上传营业执照',
    'recovery.code-requested': '申请找回密码验证码',
    'recovery.reset-failed': '找回密码失败',
    'user.password-reset': '重置密码',
  },
});
