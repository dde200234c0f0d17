// Playing: a shared URL opens its puzzle, digits typed with the keyboard and the pad, clashes
// highlighted, undo and redo, pencil marks apart from the cell's text, check against the solution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardLine, cell, cellsWithClass, kPuzzle, kSolution, keepScreenshot, openPage, serverAndBrowser,
} from './support/harness.js';

const session = serverAndBrowser();

test('a shared URL opens that puzzle, givens in the data-cell elements', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  assert.equal(await boardLine(page), kPuzzle);
  assert.equal(await cell(page, 'r1c1').textContent(), '5');
  assert.ok(await cell(page, 'r1c1').evaluate((element) => element.classList.contains('given')));
  assert.match(await page.locator('#message').textContent(), /Shared puzzle: 30 givens/);
  assert.equal(await page.locator('#share-url').inputValue(), `${session.server.url}?puzzle=${kPuzzle}`);
  assert.deepEqual(page.errors, []);
  await keepScreenshot(page, 'shared-url');
});

test('a shared URL that does not read says why and leaves the board empty', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle.slice(0, 80)}x`);
  assert.match(await page.locator('#message').textContent(), /illegal character 'x' in cell r9c9/);
  assert.equal(await boardLine(page), '.'.repeat(81));
});

test('digits typed with the keyboard and the pad; givens stay; arrows move', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('4');
  assert.equal(await cell(page, 'r1c3').textContent(), '4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('6');
  assert.equal(await cell(page, 'r1c4').textContent(), '6');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');  // r1c1, a given
  await page.keyboard.press('9');
  assert.equal(await cell(page, 'r1c1').textContent(), '5');
  await cell(page, 'r9c1').click();
  await page.locator('.pad button[data-digit="3"]').click();
  assert.equal(await cell(page, 'r9c1').textContent(), '3');
  await page.keyboard.press('Backspace');
  assert.equal(await cell(page, 'r9c1').textContent(), '');
  await page.keyboard.press('7');
  await page.keyboard.press('.');
  assert.equal(await cell(page, 'r9c1').textContent(), '');
  // Keys pressed after a button still go to the board.
  await page.locator('#undo').click();
  assert.equal(await cell(page, 'r9c1').textContent(), '7');
  await page.keyboard.press('Delete');
  assert.equal(await cell(page, 'r9c1').textContent(), '');
  const expected = `${kPuzzle.slice(0, 2)}46${kPuzzle.slice(4)}`;
  assert.equal(await boardLine(page), expected);
  assert.equal(await page.locator('#export-line').inputValue(), expected);
  assert.deepEqual(page.errors, []);
});

test('a clashing digit is highlighted with the digit it clashes with, and undo removes it', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press('5');  // r1c1 holds a 5
  await page.waitForSelector('[data-cell="r1c3"].conflict');
  assert.deepEqual((await cellsWithClass(page, 'conflict')).sort(), ['r1c1', 'r1c3']);
  assert.match(await page.locator('#message').textContent(), /5 twice in row 1/);
  await keepScreenshot(page, 'conflict');
  await page.locator('#undo').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-cell].conflict').length === 0);
  assert.equal(await cell(page, 'r1c3').textContent(), '');
  await page.locator('#redo').click();
  assert.equal(await cell(page, 'r1c3').textContent(), '5');
  await page.keyboard.press('Control+z');
  assert.equal(await cell(page, 'r1c3').textContent(), '');
});

test('pencil marks: auto candidates and hand-written marks stay out of the cell text', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  // Auto candidates of r1c3 (the API's): 1, 2, 4.
  const marks = () => cell(page, 'r1c3').locator('.marks [data-d]').evaluateAll(
    (spans) => spans.map((span) => span.dataset.d).join(''));
  await page.waitForFunction(() => document.querySelectorAll('[data-cell="r1c3"] .marks [data-d]').length > 0);
  assert.equal(await marks(), '124');
  assert.equal(await cell(page, 'r1c3').textContent(), '');
  await cell(page, 'r1c3').click();
  await page.keyboard.press('p');
  assert.equal(await page.locator('#pencil').getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('2');  // takes the marks over and removes the 2
  assert.equal(await marks(), '14');
  assert.equal(await page.locator('#auto-marks').isChecked(), false);
  await page.keyboard.press('9');
  assert.equal(await marks(), '149');
  assert.equal(await cell(page, 'r1c3').textContent(), '');
  await page.locator('#undo').click();
  assert.equal(await marks(), '14');
  await page.locator('#auto-marks').check();
  assert.equal(await marks(), '124');
});

test('check marks the wrong entries against the solution', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  await cell(page, 'r1c3').click();
  await page.keyboard.press(kSolution[2]);  // right: 4
  await cell(page, 'r1c4').click();
  await page.keyboard.press('2');  // wrong: the solution has 6
  await page.locator('#check').click();
  await page.waitForSelector('[data-cell].wrong');
  assert.deepEqual(await cellsWithClass(page, 'wrong'), ['r1c4']);
  assert.match(await page.locator('#message').textContent(), /1 wrong/);
  await keepScreenshot(page, 'check');
});
