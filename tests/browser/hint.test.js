// The staged hint: 1 the technique and the house to look in, 2 its pattern, 3 the move,
// then apply; the board changes as the hint said. And the explain view, and the rating.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  boardLine, callApi, cell, cellsWithClass, kPuzzle, keepScreenshot, openPage, serverAndBrowser,
} from './support/harness.js';

const session = serverAndBrowser();

const houseCells = {
  'box 2': ['r1c4', 'r1c5', 'r1c6', 'r2c4', 'r2c5', 'r2c6', 'r3c4', 'r3c5', 'r3c6'],
};

test('a hint in three stages, then applied', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  // What the API says of this board: Hidden Single in box 2, r1c6=8 (docs/server.md).
  const expected = (await callApi(session.server, 'hint', { puzzle: kPuzzle })).step;
  assert.equal(expected.technique, 'Hidden Single');
  assert.deepEqual(expected.proof.houses, ['box 2']);

  await page.locator('#hint').click();
  await page.waitForSelector('#hint-panel:not([hidden])');
  assert.equal(await page.locator('#hint-text').textContent(), 'Hidden Single: look in box 2');
  assert.deepEqual((await cellsWithClass(page, 'region')).sort(), houseCells['box 2']);
  assert.deepEqual(await cellsWithClass(page, 'pattern-cell'), []);
  assert.equal(await page.locator('#hint-apply').isDisabled(), true);
  await keepScreenshot(page, 'hint-stage-1');

  // Each stage is the API's own: the page asks for it and shows what it was given.
  const stageTwo = page.waitForRequest((sent) => sent.url().endsWith('/api/hint'));
  await page.locator('#hint-more').click();
  assert.equal(JSON.parse((await stageTwo).postData()).stage, 2);
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent.includes('look at'));
  assert.equal(await page.locator('#hint-text').textContent(), 'Hidden Single in box 2: look at r1c6, digit 8');
  assert.deepEqual(await cellsWithClass(page, 'pattern-cell'), ['r1c6']);
  assert.equal(await cell(page, 'r1c6').locator('.marks .pattern').getAttribute('data-d'), '8');
  assert.equal(await cell(page, 'r1c6').textContent(), '');
  await keepScreenshot(page, 'hint-stage-2');

  await page.locator('#hint-more').click();
  await page.waitForFunction(() => !document.querySelector('#hint-apply').disabled);
  assert.equal(await page.locator('#hint-text').textContent(), expected.text);
  assert.equal(await cell(page, 'r1c6').locator('.marks .placed').getAttribute('data-d'), '8');
  assert.equal(await cell(page, 'r1c6').getAttribute('data-placing'), '8');
  assert.equal(await cell(page, 'r1c6').textContent(), '');
  assert.equal(await page.locator('#hint-more').isDisabled(), true);
  await keepScreenshot(page, 'hint-stage-3');

  await page.locator('#hint-apply').click();
  assert.equal(await cell(page, 'r1c6').textContent(), '8');
  assert.equal(await boardLine(page), `${kPuzzle.slice(0, 5)}8${kPuzzle.slice(6)}`);
  assert.equal(await page.locator('#hint-panel').isHidden(), true);
  assert.match(await page.locator('#message').textContent(), /Applied r1c6=8/);

  // The next hint is asked for the board as it is now.
  const next = (await callApi(session.server, 'hint', { puzzle: await boardLine(page) })).step;
  await page.locator('#hint').click();
  await page.waitForSelector('#hint-panel:not([hidden])');
  await page.locator('#hint-more').click();
  await page.waitForFunction(() => document.querySelector('#hint-text').textContent.includes('look at'));
  await page.locator('#hint-more').click();
  await page.waitForFunction(() => !document.querySelector('#hint-apply').disabled);
  assert.equal(await page.locator('#hint-text').textContent(), next.text);
  assert.deepEqual(page.errors, []);
});

test('a hint that eliminates: the marks lose the digits it said', async () => {
  // ER 7.1; after singles the next step is an elimination (Pointing, r5c9<>5: docs/server.md).
  const chain = '.23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.';
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${chain}`);
  let step;
  // Apply hints until one eliminates.
  for (let taken = 0; taken < 80; ++taken) {
    await page.locator('#hint').click();
    await page.waitForSelector('#hint-panel:not([hidden])');
    await page.locator('#hint-more').click();
    await page.waitForFunction(() => document.querySelector('#hint-text').textContent.includes('look at'));
    // The last stage's answer is the whole step.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/hint'));
    await page.locator('#hint-more').click();
    step = (await (await answer).json()).step;
    assert.ok(step, 'a hint was given');
    await page.waitForFunction(() => !document.querySelector('#hint-apply').disabled);
    if (step.eliminations.length > 0) break;
    await page.locator('#hint-apply').click();
  }
  assert.ok(step.eliminations.length > 0);
  const { cell: target, digit } = step.eliminations[0];
  assert.equal(await cell(page, target).locator(`.marks .eliminated[data-d="${digit}"]`).count(), 1);
  await keepScreenshot(page, 'hint-elimination');
  await page.locator('#hint-apply').click();
  assert.equal(await cell(page, target).locator(`.marks [data-d="${digit}"]`).count(), 0);
  assert.equal(await page.locator('#auto-marks').isChecked(), false);
  // The next hint goes with the marks, as a 729-character line.
  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/hint'));
  await page.locator('#hint').click();
  assert.equal(JSON.parse((await request).postData()).puzzle.length, 729);
  assert.deepEqual(page.errors, []);
});

test('the explain view steps forward and back through the whole path', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  const path = await callApi(session.server, 'explain', { puzzle: kPuzzle });
  const total = path.steps.length;
  await page.locator('#explain').click();
  await page.waitForSelector('#explain-panel:not([hidden])');
  assert.equal(await page.locator('#explain-text').textContent(), `Step 1 of ${total}: ${path.steps[0].text}`);
  assert.equal(await page.locator('#explain-back').isDisabled(), true);
  const firstCell = path.steps[0].placements[0].cell;
  assert.ok((await cellsWithClass(page, 'target-cell')).includes(firstCell));
  await keepScreenshot(page, 'explain-step-1');

  await page.locator('#explain-forward').click();
  assert.equal(await page.locator('#explain-text').textContent(), `Step 2 of ${total}: ${path.steps[1].text}`);
  assert.equal(await cell(page, firstCell).textContent(), String(path.steps[0].placements[0].digit));
  await page.locator('#explain-back').click();
  assert.equal(await page.locator('#explain-text').textContent(), `Step 1 of ${total}: ${path.steps[0].text}`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#explain-text').textContent(), `Step 2 of ${total}: ${path.steps[1].text}`);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('#explain-text').textContent(), `Step 1 of ${total}: ${path.steps[0].text}`);
  assert.equal(await cell(page, firstCell).textContent(), '');

  for (let step = 1; step <= total; ++step) await page.locator('#explain-forward').click();
  assert.match(await page.locator('#explain-text').textContent(), new RegExp(`End of the path \\(${total} steps\\): solved`));
  assert.equal(await boardLine(page), path.final);
  assert.equal(await page.locator('#explain-forward').isDisabled(), true);
  await keepScreenshot(page, 'explain-end');

  await page.locator('#explain-close').click();
  assert.equal(await boardLine(page), kPuzzle);
  assert.deepEqual(page.errors, []);
});

test('the SE rating of the puzzle', async () => {
  const page = await openPage(session.browser, `${session.server.url}?puzzle=${kPuzzle}`);
  const rating = await callApi(session.server, 'rate', { puzzle: kPuzzle });
  await page.locator('#rate').click();
  await page.waitForFunction(() => document.querySelector('#rating').textContent.startsWith('SE rating'));
  assert.equal(await page.locator('#rating').textContent(),
    `SE rating ${rating.er.toFixed(1)} (ER) / ${rating.ep.toFixed(1)} (EP) / ${rating.ed.toFixed(1)} (ED) · ${rating.level}`);
  await keepScreenshot(page, 'rating');
});
