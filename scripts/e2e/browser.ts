// A real headless Chromium for the browser flows, driven by playwright-core.
//
// On Linux x64 it is the Chromium build that @sparticuz/chromium ships inside its npm package (no
// download beyond npm, no root). Elsewhere, or to use another build, point CHROME_PATH at a local
// Chrome or Chromium executable.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium as playwright, type Browser, type Page } from "playwright-core";

export const SCREENSHOTS_DIR = join("artifacts", "screenshots");

/**
 * @sparticuz/chromium's flags suit a serverless sandbox. Left out here: those that would switch off
 * the web's security model (same-origin policy, mixed content, site isolation), which the portal's
 * tests must run under, and the single-process mode, in which closing one browser context ends them all.
 */
const LEFT_OUT_FLAGS = new Set(["--disable-web-security", "--allow-running-insecure-content", "--disable-site-isolation-trials", "--single-process"]);

export async function launchBrowser(): Promise<Browser> {
  const local = process.env.CHROME_PATH;
  if (local) return playwright.launch({ executablePath: local, headless: true });
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`No bundled Chromium for ${process.platform}/${process.arch}: set CHROME_PATH to a local Chrome or Chromium to run the browser tests`);
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: chromium.args.filter((flag) => !LEFT_OUT_FLAGS.has(flag)),
    headless: true,
  });
}

/** A full-page screenshot into artifacts/screenshots/ (kept by CI), returning its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
