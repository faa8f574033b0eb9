// The notices every demo user finds in the inbox: enough to exercise paging, read and discard.
export type DemoNotice = {
  title: string;
  content: string;
  category: string;
  link: string | null;
  ageMinutes: number;
};

export function demoNotices(title: string, phone: string): DemoNotice[] {
  return [
    {
      title: `欢迎使用${title}`,
      content: `您的账号已开通。请先在个人中心核对个人信息并修改初始密码。使用中如有疑问，请拨打服务电话 ${phone}。`,
      category: '系统通知',
      link: '/profile/attribute',
      ageMinutes: 5,
    },
    {
      title: '关于开展2026年度上市后备企业资源库申报工作的通知',
      content:
        '各市州地方金融管理部门、各有关企业：为做好上市后备企业培育工作，现启动2026年度上市后备企业资源库申报，请于规定时间内通过平台“企业信息”栏目完成填报。',
      category: '通知公告',
      link: '/notification/list',
      ageMinutes: 60 * 24,
    },
    {
      title: '平台操作指引：消息中心使用说明',
      content:
        '消息中心汇集待办提醒、审核结果和通知公告。点击“标为已读”后未读数随之减少；不再需要的消息可以删除。',
      category: '操作指引',
      link: '/notice/list',
      ageMinutes: 60 * 24 * 3,
    },
  ];
}
