// Each demo role signs in and sees the header and sidebar that spec §6 gives it. Expectations
// are written from the spec's rules, not read back from the menu code.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

type Expectation = {
  account: string;
  header: string[];
  sidebarHas: string[];
  sidebarLacks: string[];
  /** Whether the user dropdown offers 系统管理 (ADMIN only). */
  adminMenu: boolean;
};

const ALL_TABS = ['首页', '政务服务', '专业服务', '数据服务', '系统管理', '门户'];

const ROLES: Expectation[] = [
  {
    account: 'admin',
    header: ALL_TABS,
    sidebarHas: ['市州月度汇总', '流程审核'],
    sidebarLacks: [],
    adminMenu: true,
  },
  { account: 'city', header: ALL_TABS, sidebarHas: ['市州月度汇总'], sidebarLacks: [], adminMenu: false },
  // Level 3 does not compile the monthly summary.
  {
    account: 'county',
    header: ALL_TABS,
    sidebarHas: ['企业列表'],
    sidebarLacks: ['市州月度汇总'],
    adminMenu: false,
  },
  // Member units always see professional and data services; system management needs FINANCIAL or ADMIN.
  {
    account: 'unit',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['企业列表'],
    sidebarLacks: ['市州月度汇总'],
    adminMenu: false,
  },
  {
    account: 'ent-gold',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['企业信息', '上市台账', '绿色通道', '台账列表'],
    sidebarLacks: [],
    adminMenu: false,
  },
  // No has_shortcut: no green channel; NORMAL_SEED: no ledger list entry.
  {
    account: 'ent-normal',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['企业信息', '上市台账'],
    sidebarLacks: ['绿色通道', '台账列表'],
    adminMenu: false,
  },
  // NOT_APPLICABLE: only company info and the IPO knowledge graph among the services.
  {
    account: 'ent-na',
    header: ['首页', '政务服务', '门户'],
    sidebarHas: ['企业信息'],
    sidebarLacks: ['上市台账', '绿色通道', '企业调研', '培训活动', '投资路演'],
    adminMenu: false,
  },
  {
    account: 'broker',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['中介机构信息管理'],
    sidebarLacks: ['投资机构信息管理', '金融机构信息管理'],
    adminMenu: false,
  },
  {
    account: 'investor',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['投资机构信息管理'],
    sidebarLacks: ['中介机构信息管理'],
    adminMenu: false,
  },
  {
    account: 'bank',
    header: ['首页', '政务服务', '专业服务', '数据服务', '门户'],
    sidebarHas: ['金融机构信息管理'],
    sidebarLacks: ['中介机构信息管理', '投资机构信息管理'],
    adminMenu: false,
  },
];

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** Opens every sidebar group so nested entries are in the DOM, then lists all labels. */
async function sidebarLabels(page: Page): Promise<string[]> {
  const closed = page.locator(
    '.app-sidebar .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
  );
  for (let guard = 0; guard < 40 && (await closed.count()) > 0; guard++) await closed.first().click();
  return texts(page, '.app-sidebar .ant-menu-title-content');
}

describe('each demo role sees its own header and sidebar', () => {
  for (const role of ROLES) {
    it(role.account, async () => {
      const { page, context } = await openPage(`role-${role.account}`);
      await signIn(page, role.account, { to: '/oa/company/government' });
      await page.locator('.app-sidebar').waitFor();
      expect(await texts(page, '.app-header__nav a')).toEqual(role.header);
      const sidebar = await sidebarLabels(page);
      for (const label of role.sidebarHas)
        expect(sidebar, `${role.account} should see ${label}`).toContain(label);
      for (const label of role.sidebarLacks)
        expect(sidebar, `${role.account} must not see ${label}`).not.toContain(label);
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.locator('.user-menu__list').waitFor();
      const dropdown = await texts(page, '.user-menu__list a');
      expect(dropdown).toEqual(role.adminMenu ? ['个人中心', '系统管理', '退出'] : ['个人中心', '退出']);
      await context.close();
    });
  }
});
