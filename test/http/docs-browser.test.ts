import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasChromium } from '../helpers/shared-browser.js';
import { orders } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// "Try it out" on /docs, in chromium: the page places the example order on the host it was opened
// from, whatever that host is called. PUBLIC_BASE_URL (https://api.bakery.test) does not resolve
// here, so a page that sent its requests there would fail.

describe.skipIf(!hasChromium)('the API reference page in chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function tryCreateOrder(host: string): Promise<{ status: string; body: any }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`http://${host}:${port}/docs`);
      const operation = page.locator('#operations-orders-createOrder');
      await operation.locator('.opblock-summary').click();
      await operation.locator('.try-out__btn').click();
      await operation.locator('button.execute').click();
      const status = operation.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor({ timeout: 30_000 });
      const body = await operation.locator('.live-responses-table .response-col_description .highlight-code pre').first().innerText();
      return { status: (await status.innerText()).trim(), body: JSON.parse(body) };
    } finally {
      await context.close();
    }
  }

  it('places the example order from the page opened as localhost, then as 127.0.0.1', async () => {
    const first = await tryCreateOrder('localhost');
    expect(first.status).toBe('200');
    expect(first.body).toMatchObject({ status: 'confirmed', order_id: expect.stringMatching(/^ord_/) });
    // The same example again within 2 minutes, from the other name: it reached the same service.
    const second = await tryCreateOrder('127.0.0.1');
    expect(second.status).toBe('200');
    expect(second.body).toMatchObject({ status: 'duplicate', duplicate_of: first.body.order_id });
    const stored = await t.database.db.select({ id: orders.id }).from(orders);
    expect(stored.map((row) => row.id)).toEqual([first.body.order_id]);
  });
});
