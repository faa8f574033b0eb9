// Answers an antd confirmation (Modal.confirm) with its primary button and waits until it closes.
import type { Page } from 'playwright-core';

/**
 * On a loaded CI machine a click made while the dialog still zoomed in was lost twice (the dialog
 * stayed open, its button idle, in the report and training journeys): wait the opening out, and
 * click again only when the dialog is still open and its button is not waiting on a call.
 * Closed (gone or hidden) means the call has been answered, so a caller's next poll does not run before it is made.
 */
export async function confirmDialog(page: Page): Promise<void> {
  // Visible ones only, so that a closed one a page keeps hidden does not count. (The policy
  // journey still clicks its own: there this helper waited out its whole minute, cause not found.)
  const modal = page.locator('.ant-modal-confirm:visible');
  const ok = modal.locator('.ant-btn-primary');
  await page.locator('.ant-modal-confirm:visible:not(.ant-zoom-appear)').waitFor();
  for (let attempt = 1; ; attempt++) {
    await ok.click();
    const closed = await modal
      .waitFor({ state: 'detached', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
    const calling = await ok
      .evaluate((button) => button.classList.contains('ant-btn-loading'))
      .catch(() => false);
    if (calling || attempt === 3) {
      await modal.waitFor({ state: 'detached', timeout: 30_000 });
      return;
    }
  }
}
