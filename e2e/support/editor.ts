// Reading the rich-text editor's own parts from a journey.
import type { Page } from 'playwright-core';

/** The widest of the editor toolbar's selects, in px (inside a form antd once widened them all). */
export const toolbarSelectWidest = (page: Page) =>
  page
    .locator('.rte-toolbar__select')
    .evaluateAll((selects) => Math.max(...selects.map((e) => e.getBoundingClientRect().width)));
