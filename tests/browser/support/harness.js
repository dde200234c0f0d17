// What every browser test file shares: a `nonet serve --port 0` of its own, Debian's Chromium
// driven by playwright-core (nothing downloads a browser), the page opened and read through its
// data-cell elements, and screenshots kept as artefacts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The nonet binary whose `serve` is tested: NONET_BIN, else the release build's. */
export const nonetBinary = process.env.NONET_BIN
  ? path.resolve(process.env.NONET_BIN)
  : path.join(repoRoot, 'build/release/nonet');
/** Where screenshots go: NONET_BROWSER_ARTIFACTS, else build/browser-artifacts. */
export const artifactDir = process.env.NONET_BROWSER_ARTIFACTS
  ? path.resolve(process.env.NONET_BROWSER_ARTIFACTS)
  : path.join(repoRoot, 'build/browser-artifacts');
const chromiumPath = process.env.NONET_CHROMIUM ?? '/usr/bin/chromium';

// LeetCode 37's example, its solution, and the same puzzle as a pretty grid.
export const kPuzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const kSolution = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
export const kPrettyText = [
  '+-------+-------+-------+',
  '| 5 3 . | . 7 . | . . . |',
  '| 6 . . | 1 9 5 | . . . |',
  '| . 9 8 | . . . | . 6 . |',
  '+-------+-------+-------+',
  '| 8 . . | . 6 . | . . 3 |',
  '| 4 . . | 8 . 3 | . . 1 |',
  '| 7 . . | . 2 . | . . 6 |',
  '+-------+-------+-------+',
  '| . 6 . | . . . | 2 8 . |',
  '| . . . | 4 1 9 | . . 5 |',
  '| . . . | . 8 . | . 7 9 |',
  '+-------+-------+-------+',
  '',
].join('\n');

/** Starts `nonet serve --port 0 ...options` and resolves once it says where it listens. */
export function startServer(options = []) {
  const child = spawn(nonetBinary, ['serve', '--port', '0', '--threads', '2', ...options], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${nonetBinary} serve did not say where it listens within 10 s`));
    }, 10_000);
    let output = '';
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${nonetBinary} (set NONET_BIN): ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${nonetBinary} serve exited with ${code} before listening: ${output}`));
    });
    child.stdout.on('data', (bytes) => {
      output += bytes;
      const match = /^listening on (http:\/\/[^/\s]+\/)$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: match[1],
        async stop() {
          if (child.exitCode !== null) return child.exitCode;
          const exited = new Promise((done) => child.once('exit', (code) => done(code)));
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}

/**
 * Debian's Chromium, headless. The network of the test machines is closed: without these flags
 * Chromium stalls on refused connections (QUIC, component and sync updates). Playwright gives
 * each launch a fresh temporary profile (user-data dir) and removes it on close.
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    timeout: 30_000,
  });
}

/** A page at `url` once the page says it is ready (body[data-ready]); console errors collected. */
export async function openPage(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 }, ...contextOptions });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(message.text());
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  return page;
}

/** The board as the page shows it: each data-cell's text, '.' for an empty cell. */
export function boardLine(page) {
  return page.evaluate(() => {
    let line = '';
    for (let row = 1; row <= 9; ++row) {
      for (let column = 1; column <= 9; ++column) {
        const text = document.querySelector(`[data-cell="r${row}c${column}"]`).textContent;
        line += text === '' ? '.' : text;
      }
    }
    return line;
  });
}

export function cell(page, name) {
  return page.locator(`[data-cell="${name}"]`);
}

/** Cells of the board that have a class, by name. */
export function cellsWithClass(page, className) {
  return page.$$eval(`[data-cell].${className}`, (cells) => cells.map((element) => element.dataset.cell));
}

/** POST to the test's server directly (to compare the page with what the API says). */
export async function callApi(server, name, body) {
  const response = await fetch(`${server.url}api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Saves a screenshot of the page as `<artifactDir>/<name>.png`; returns the path. */
export async function keepScreenshot(page, name) {
  mkdirSync(artifactDir, { recursive: true });
  const file = path.join(artifactDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A server and a browser for the tests of the calling file: started before its first test,
 * stopped after its last (the server must exit 0). Read them as `session.server` and
 * `session.browser` inside the tests.
 */
export function serverAndBrowser() {
  const session = { server: null, browser: null };
  before(async () => {
    session.server = await startServer();
    session.browser = await launchBrowser();
  });
  after(async () => {
    await session.browser?.close();
    assert.equal(await session.server?.stop(), 0);
  });
  return session;
}
