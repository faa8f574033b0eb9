// Chooses an item of an antd drop-down menu (Dropdown) once the menu has slid in.
import type { Page } from 'playwright-core';

/**
 * A CI run lost the click on a row menu's 重置密码: no confirmation opened. antd keeps a new menu
 * at 80% height with `.ant-slide-up-appear` for a few frames before the slide starts; Playwright
 * finds it still and aims, then the menu grows to full size and the click lands beside the item
 * (on another item, when the menu opens upwards). A person cannot choose from a menu not yet shown,
 * so wait for the slide to end (antd then drops the motion classes) before clicking.
 */
export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible:not(.ant-slide-up-appear):not(.ant-slide-up-enter)');
  await menu.waitFor();
  await menu.getByRole('menuitem', { name }).click();
}
