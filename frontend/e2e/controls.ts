import type { Locator, Page } from 'playwright-core';

/**
 * Opens an antd Select and picks an option by its label. antd's visible options carry no ARIA role
 * (the role="option" elements are a hidden copy for screen readers), so they are found by class. antd
 * closes its list once it has taken the choice; on a busy machine a click can land while the list is
 * still settling and be lost (CI saw the list open, the option hovered, nothing chosen), so an unclosed
 * list is clicked again.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt += 1) {
    if ((await openList.count()) === 0) await select.click();
    await openList.locator('.ant-select-item-option', { hasText: label }).click();
    const taken = await openList.waitFor({ state: 'hidden', timeout: 2000 }).then(
      () => true,
      () => false,
    );
    if (taken || attempt === 3) return;
  }
}

/**
 * Clicks a button until the request it sends (`asked`, a waitForRequest started before) goes out: a
 * click that lands while an opening dialog still settles is lost on a starved machine (CI saw the
 * dialog open, Save clicked, nothing sent). Three tries, two seconds apart.
 */
export async function clickUntilAsked(button: Locator, asked: Promise<unknown>): Promise<void> {
  let sent = false;
  void asked.then(() => (sent = true), () => undefined);
  for (let attempt = 1; attempt <= 3 && !sent; attempt += 1) {
    await whenPageSettled(button.page());
    await button.click();
    for (let waited = 0; waited < 2000 && !sent; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!sent) throw new Error(`${button.toString()} was clicked three times and sent nothing: does the form show a problem?`);
}

/**
 * Chooses a radio (antd's Radio, a button of a Radio.Group, or a star of antd's Rate) by clicking it, or
 * `target` (e.g. a button-style radio's label), until the radio reads as checked. The first click in a
 * dialog that has just opened is sometimes lost on a starved machine: CI saw a star of the rating dialog
 * and a radio of "Who bought it?" stay unchosen, and the rating dialog then refused to send. A person
 * would see nothing chosen and tap again; so does this, three times. A chosen radio is not clicked
 * again (a second click on a star clears it).
 */
export async function choose(radio: Locator, target: Locator = radio): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await whenPageSettled(radio.page());
    if (!(await radio.isChecked())) await target.click();
    for (let waited = 0; waited < 1000; waited += 100) {
      if (await radio.isChecked()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (attempt === 3) throw new Error(`${radio.toString()} stayed unchosen after three clicks`);
  }
}

/**
 * Waits until nothing in `locator` (e.g. a dialog opening) is animating any more: a click on a button
 * of a dialog still zooming in can be lost on a starved machine (CI saw the sandbox checkout's Pay
 * clicked and nothing paid).
 */
export async function whenSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Waits until every finite animation on the page (a dialog zooming in, a menu sliding down) has
 * finished, at most `timeout` ms; endless ones (spinners, skeletons) are not waited for.
 */
export async function whenPageSettled(page: Page, timeout = 3000): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    timeout,
  );
}

/**
 * Opens a menu with `button` and follows its `item` to the page `arrived` recognises. A click on an
 * item while the menu still slides in can be lost on a busy machine (CI saw it twice): the menu is
 * opened and the item clicked again, three tries.
 */
export async function followMenuItem(page: Page, button: Locator, item: Locator, arrived: (url: URL) => boolean): Promise<void> {
  for (let attempt = 1; !arrived(new URL(page.url())); attempt += 1) {
    if (!(await item.isVisible())) await button.click();
    await whenPageSettled(page);
    await item.click();
    const there = await page.waitForURL(arrived, { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (!there && attempt === 3) throw new Error(`The menu item did not lead to the expected page in three tries (at ${page.url()})`);
  }
}

/** Types into the coin search box and waits until the list has been asked for that text. */
export async function searchCoins(page: Page, text: string): Promise<void> {
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/coins' && new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Search coins' }).fill(text);
  await searched;
}
