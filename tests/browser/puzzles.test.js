// New puzzles: generated at a level and symmetry, imported from pasted text of another format,
// exported as an 81-character line; and the page on a phone and in dark mode.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardLine, callApi, cell, kPrettyText, kPuzzle, keepScreenshot, openPage, serverAndBrowser,
} from './support/harness.js';

const session = serverAndBrowser();

test('generate: a valid puzzle of the chosen level and symmetry fills the board', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  await page.locator('#level').selectOption('medium');
  await page.locator('#symmetry').selectOption('mirror');
  await page.locator('#generate').click();
  await page.waitForFunction((old) => !location.search.endsWith(old), kPuzzle, { timeout: 20_000 });
  const line = await boardLine(page);
  assert.match(line, /^[1-9.]{81}$/);
  assert.notEqual(line, kPuzzle);
  assert.equal(new URL(page.url()).searchParams.get('puzzle'), line);
  assert.equal((await callApi(session.server, 'solve', { puzzle: line })).status, 'unique');
  assert.equal((await callApi(session.server, 'rate', { puzzle: line })).level, 'Medium');
  for (let row = 0; row < 9; ++row) {
    for (let column = 0; column < 9; ++column) {
      // Left-right mirror: a cell is a given exactly when its mirror image is.
      assert.equal(line[row * 9 + column] === '.', line[row * 9 + 8 - column] === '.');
    }
  }
  assert.match(await page.locator('#message').textContent(), /New medium: \d+ givens/);
  assert.deepEqual(page.errors, []);
  await keepScreenshot(page, 'generated');
});

test('the page opened without a puzzle makes one', async () => {
  const page = await openPage(session.browser, session.server.url);
  const line = await boardLine(page);
  assert.equal((await callApi(session.server, 'solve', { puzzle: line })).status, 'unique');
});

test('import a pretty grid, export the 81-character line', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${'.'.repeat(81)}`);
  assert.equal(await boardLine(page), '.'.repeat(81));
  await page.locator('summary', { hasText: 'Import and export' }).click();
  await page.locator('#import-text').fill(kPrettyText);
  await page.locator('#import').click();
  await page.waitForFunction((expected) => document.querySelector('#export-line').value === expected, kPuzzle);
  assert.equal(await boardLine(page), kPuzzle);
  assert.equal(await page.locator('#share-url').inputValue(), `${session.server.url}?puzzle=${kPuzzle}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  assert.equal(await page.locator('#export-line').inputValue(), `534${kPuzzle.slice(3)}`);
  await keepScreenshot(page, 'import-export');
  assert.deepEqual(page.errors, []);

  // Text that does not read: the board stays and the message says where (the browser logs the
  // API's 400 answer, and nothing else).
  await page.locator('#import-text').fill(`${kPuzzle.slice(0, 80)}x`);
  await page.locator('#import').click();
  await page.waitForFunction(() => document.querySelector('#message').textContent.includes('r9c9'));
  assert.match(await page.locator('#message').textContent(), /column 81: illegal character 'x' in cell r9c9/);
  assert.equal(await page.locator('#export-line').inputValue(), `534${kPuzzle.slice(3)}`);
  assert.deepEqual(page.errors, ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('on a phone: the board fits the screen and the pad is there', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`, {
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board from ${box.x} to ${box.x + box.width}`);
  assert.ok(box.width > 300, `board ${box.width} wide`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(pageWidth <= 390, `the page scrolls sideways (${pageWidth})`);
  await cell(page, 'r1c3').tap();
  await page.locator('.pad button[data-digit="4"]').tap();
  assert.equal(await cell(page, 'r1c3').textContent(), '4');
  await keepScreenshot(page, 'phone');
});

test('dark mode by prefers-color-scheme', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`, { colorScheme: 'dark' });
  const colours = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    board: getComputedStyle(document.querySelector('#board')).backgroundColor,
    given: getComputedStyle(document.querySelector('[data-cell="r1c1"]')).color,
  }));
  assert.equal(colours.page, 'rgb(21, 21, 24)');
  assert.equal(colours.board, 'rgb(32, 32, 38)');
  assert.equal(colours.given, 'rgb(242, 242, 246)');
  await page.locator('#hint').click();
  await page.waitForSelector('#hint-panel:not([hidden])');
  await page.locator('#hint-more').click();
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent.includes('look at'));
  await keepScreenshot(page, 'dark');
});

test('screen readers: the grid, its cells and the message are labelled', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  assert.equal(await page.locator('#board').getAttribute('role'), 'grid');
  assert.equal(await page.locator('[role="gridcell"]').count(), 81);
  assert.equal(await cell(page, 'r1c1').getAttribute('aria-label'), 'r1c1, given 5');
  assert.match(await cell(page, 'r1c3').getAttribute('aria-label'), /^r1c3, empty, marks 1 2 4$/);
  assert.equal(await page.locator('#message').getAttribute('aria-live'), 'polite');
  assert.equal(await page.getByRole('button', { name: 'Erase' }).count(), 1);
});
