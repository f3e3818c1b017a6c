import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatTable, verdict } from './table.js';

/** The goals of docs/decisions/0011, on Lighthouse's mobile preset (its default: a mid-range phone on slow 4G). */
export const PERFORMANCE_TARGET = 95;
export const PERFORMANCE_FLOOR = 90;
export const CLS_TARGET = 0.02;
export const HOME_JS_TARGET_KB = 140;
/** Lighthouse's advice for a noisy host: the median of five runs (GoogleChrome/lighthouse, docs/variability.md). */
const RUNS = 5;
export const RUNS_NOTE = `a first visit, then ${RUNS} runs a page, the median reported`;

interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's speed during the run: a busy host scores lower. */
  benchmarkIndex: number;
  /** The JavaScript files the page loaded (their paths). */
  scripts: string[];
}

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> })
      ?.items ?? [];
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname),
  };
}

/** Lighthouse now and then loses its own trace here (NO_NAVSTART): such a run is run again. */
async function auditWithRetries(port: number, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `  Lighthouse run failed (${error instanceof Error ? error.message : String(error)}), again`,
      );
    }
  }
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

/**
 * Lighthouse's performance audit of the home page, a category and a product page, each run
 * `RUNS` times in the system Chromium (the median run is reported), and the gzipped size of the
 * JavaScript the home page loads, read from the built files it requested.
 */
export async function lighthouseSection(
  shopUrl: string,
  productPath: string,
  webDist: string,
): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const pages = [
      ['home', '/'],
      ['category', '/category/gym'],
      ['product', productPath],
    ] as const;
    const rows: string[][] = [];
    let homeScripts: string[] = [];
    for (const [name, pagePath] of pages) {
      // A first visit makes the page's image copies and fills the caches: it is not counted.
      await auditWithRetries(chrome.port, `${shopUrl}${pagePath}`);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetries(chrome.port, `${shopUrl}${pagePath}`));
      const run = median(runs);
      if (name === 'home') homeScripts = run.scripts;
      console.log(
        `  Lighthouse ${name}: ${runs.map((r) => `${r.score} (host ${r.benchmarkIndex.toFixed(0)})`).join(', ')}`,
      );
      rows.push([
        `${name} ${pagePath}`,
        runs.map((r) => String(r.score)).join(' / '),
        runs.map((r) => r.benchmarkIndex.toFixed(0)).join(' / '),
        String(run.score),
        (run.fcpMs / 1000).toFixed(1),
        (run.lcpMs / 1000).toFixed(1),
        run.tbtMs.toFixed(0),
        run.cls.toFixed(3),
        `>= ${PERFORMANCE_TARGET}: ${verdict(run.score >= PERFORMANCE_TARGET)}, >= ${PERFORMANCE_FLOOR}: ${verdict(Math.min(...runs.map((r) => r.score)) >= PERFORMANCE_FLOOR)}; CLS: ${verdict(run.cls <= CLS_TARGET)}`,
      ]);
    }
    const table = formatTable(
      ['page', `score per run`, 'host speed per run', 'median', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'targets'],
      rows,
    );
    return `${table}\n\n${homeScriptsLine(homeScripts, webDist)}`;
  } finally {
    await chrome.kill();
  }
}

function homeScriptsLine(scripts: readonly string[], webDist: string): string {
  let gzip = 0;
  let brotli = 0;
  for (const script of new Set(scripts)) {
    const data = fs.readFileSync(path.join(webDist, script));
    gzip += zlib.gzipSync(data, { level: 9 }).length;
    brotli += fs.readFileSync(path.join(webDist, `${script}.br`)).length;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return `JavaScript loaded by the home page's first view: ${scripts.length} files, ${kb(gzip)} KB gzipped (${kb(brotli)} KB as sent, Brotli); target <= ${HOME_JS_TARGET_KB} KB: ${verdict(gzip / 1024 <= HOME_JS_TARGET_KB)}`;
}
