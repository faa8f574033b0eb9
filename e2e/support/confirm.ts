// Answers an antd dialog (a Modal.confirm, or a modal form that is its own confirmation step)
// with its primary button, or the button named, and waits until it closes.
import type { Page } from 'playwright-core';

/** Waits until a dialog has opened in full (its zoom done): only then does a click land. */
export async function dialogShown(page: Page, dialog: string, hasText?: string): Promise<void> {
  await page.locator(`${dialog}:visible:not(.ant-zoom-appear)`, hasText ? { hasText } : {}).waitFor();
}

type Options = {
  /** The dialog's class: `.ant-modal-confirm` for Modal.confirm, `.ant-modal` for a modal form. */
  dialog?: string;
  /** The button's accessible name; the primary button when not given. */
  button?: string | RegExp;
};

/**
 * On a loaded CI machine a click made while the dialog still zoomed in was lost (the dialog stayed
 * open, its button idle: the report, training and financing journeys). The likely cause: while
 * `.ant-zoom-appear` holds it, antd's style keeps the dialog at full size with opacity 0, which
 * Playwright counts as visible and stable; it aims, the zoom then starts from a fifth of the size,
 * and the click lands where the button no longer is. A person cannot click a dialog not yet shown.
 * So: wait the opening out, and click again only when the dialog is still open and its button is
 * not waiting on a call (a second approve would then be refused anyway). Closed (gone or hidden)
 * means the call has been answered, so a caller's next poll does not run before it is made.
 */
export async function confirmDialog(page: Page, options: Options = {}): Promise<void> {
  const dialog = options.dialog ?? '.ant-modal-confirm';
  // Visible ones only, so that a closed one a page keeps hidden does not count.
  const modal = page.locator(`${dialog}:visible`);
  const ok = options.button
    ? modal.getByRole('button', { name: options.button })
    : // The footer's: a form's own content (an editor's toolbar) may hold primary buttons too.
      modal.locator('.ant-modal-footer .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-primary');
  await dialogShown(page, dialog);
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

/** Confirms a workflow action's form (comment, attachments) with the action's own button. */
export const confirmAction = (page: Page, action: string | RegExp) =>
  confirmDialog(page, { dialog: '.ant-modal', button: action });
