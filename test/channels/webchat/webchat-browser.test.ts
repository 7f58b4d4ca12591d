import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, connectBrowser, hasChromium } from '../../helpers/shared-browser.js';
import { chatMessages, chatOrders, orders } from '../../../src/db/schema.js';
import { baseUrl, createWebchatApp, type WebchatApp } from './helpers/webchat-app.js';

// The web chat in a real browser: Debian's chromium driven by playwright-core, against the chat's
// routes on a real conversation and core (fake clock: Friday 10 AM Central).

const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/', import.meta.url));
// Code passed to page.evaluate runs in the browser; tsconfig has no DOM library, so the little it
// touches is declared here.
type PageElement = {
  scrollWidth: number;
  clientWidth: number; id: string; textContent: string | null; disabled?: boolean; hidden?: boolean; getAttribute(name: string): string | null };
declare const document: { documentElement: PageElement; querySelectorAll(selector: string): { length: number }; getElementById(id: string): PageElement | null; activeElement: PageElement | null };
declare const window: { localStorage: { getItem(key: string): string | null }; __pwned?: number };

if (!hasChromium) console.warn(`web chat browser tests skipped: ${CHROMIUM} is missing (apt-get install chromium; .ci/run does)`);

describe.skipIf(!hasChromium)('the web chat in chromium', () => {
  let t: WebchatApp;
  let base: string;
  let browser: Browser;
  // The storefront: a page on another (loopback) origin that adds the widget with one tag.
  let storefront: Server;
  let storefrontUrl: string;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    storefront = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Shop</title></head><body><h1>Our cakes</h1><script src="${base}/chat/widget.js" async></script></body></html>`);
    });
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    storefrontUrl = `http://localhost:${(storefront.address() as AddressInfo).port}`;
    t = await createWebchatApp({ listen: true, storefrontUrl, options: { streamPollMs: 200 } });
    base = baseUrl(t.app);
    browser = await connectBrowser();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    storefront?.close();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    // Our own page must never trip its own CSP or throw.
    expect(problems.splice(0)).toEqual([]);
  });

  async function newPage(viewport = { width: 1024, height: 768 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return page;
  }

  /** Opens the chat page, or (for a frame the widget made) waits for the chat in it. */
  async function openChat(page: Page | Frame): Promise<void> {
    if ('mainFrame' in page) await page.goto(`${base}/chat`);
    await page.waitForSelector('html[data-chat-ready="true"]');
    await page.waitForSelector('.msg-assistant');
  }

  /** Types a message, sends it with Enter, and waits for the assistant's answer. */
  async function say(page: Page | Frame, text: string): Promise<string> {
    const before = await page.locator('.msg').count();
    await page.fill('#chat-input', text);
    await page.press('#chat-input', 'Enter');
    return waitForAnswer(page, before);
  }

  async function waitForAnswer(page: Page | Frame, before: number): Promise<string> {
    await page.waitForFunction(
      (count) => document.querySelectorAll('.msg').length >= count + 2 && !document.getElementById('chat-send')?.disabled,
      before,
    );
    return page.locator('.msg-assistant .msg-text').last().innerText();
  }

  const sessionOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('bakery-chat-session') ?? '');

  it('places a whole order by typing, shows the confirmation_text verbatim, and keeps a screenshot', async () => {
    const page = await newPage({ width: 480, height: 900 });
    await openChat(page);
    expect(await say(page, '2 carrot slices tomorrow at 3 pickup')).toMatch(/What name/);
    expect(await say(page, 'Ann Baker')).toMatch(/What phone number/);
    expect(await say(page, '(512) 555-0142')).toMatch(/^Here is your order: 2 x Carrot Cake Slice/);
    expect(await page.locator('#chat-quick button').allInnerTexts()).toEqual(['Yes', 'No', 'Start over']);
    const shown = await say(page, 'yes');

    const sessionId = await sessionOf(page);
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, sessionId));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, link?.orderId ?? ''));
    expect(order).toMatchObject({ channel: 'webchat', phone: '+15125550142', customerName: 'Ann Baker', status: 'confirmed' });
    // What the server relayed from the core is exactly what the customer sees.
    const transcript = (await (await fetch(`${base}/api/chat/sessions/${sessionId}/messages`)).json()) as { messages: Array<{ text: string }> };
    const confirmation = transcript.messages.at(-1)?.text ?? '';
    expect(confirmation).toMatch(new RegExp(`^Your order ${order?.id} is confirmed: 2 x Carrot Cake Slice`));
    expect(await page.locator('.msg-assistant .msg-text').last().textContent()).toBe(confirmation);
    expect(shown.replace(/\s+/g, ' ')).toBe(confirmation.replace(/\s+/g, ' '));
    await page.screenshot({ path: `${ARTIFACTS}webchat-order.png`, fullPage: true });
  });

  it('comes back where it was after a reload, and the conversation continues', async () => {
    const page = await newPage();
    await openChat(page);
    expect(await say(page, 'a carrot cake saturday at 3')).toMatch(/pick it up/);
    const sessionId = await sessionOf(page);
    await page.reload();
    await openChat(page);
    expect(await sessionOf(page)).toBe(sessionId);
    const texts = await page.locator('.msg .msg-text').allInnerTexts();
    expect(texts).toHaveLength(3);
    expect(texts[1]).toBe('a carrot cake saturday at 3');
    expect(texts[2]).toMatch(/pick it up/);
    expect(await page.locator('#chat-quick button').allInnerTexts()).toContain('Pickup');
    expect(await say(page, 'pickup')).toMatch(/What name/);
  });

  it('shows an injected script as text and never runs it', async () => {
    const page = await newPage();
    await openChat(page);
    const attack = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    await say(page, attack);
    expect(await page.locator('.msg-customer .msg-text').last().textContent()).toBe(attack);
    // The assistant quotes unknown words back ("we do not have ... on our menu"): also text.
    await say(page, '<b>bold</b> cake');
    await page.reload();
    await openChat(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await page.locator('#chat-log img, #chat-log script, #chat-log b').count()).toBe(0);
    expect(await page.locator('.msg-customer .msg-text').first().textContent()).toBe(attack);
  });

  it('fits a 360 x 640 phone screen without sideways scrolling, menu cards included', async () => {
    const page = await newPage({ width: 360, height: 640 });
    await openChat(page);
    await page.click('#chat-quick button:text-is("Menu")');
    await page.waitForSelector('.menu-cards .card');
    const cards = page.locator('.menu-cards .card');
    expect(await cards.count()).toBe(t.catalogs.current().catalog.products.length);
    const redVelvet = cards.filter({ hasText: 'Red Velvet Cake (whole, 8-inch)' });
    expect(await redVelvet.innerText()).toContain('50.00 USD');
    expect(await redVelvet.innerText()).toContain('Allergens not confirmed: may contain common allergens');
    expect(await cards.filter({ hasText: 'Carrot Cake (slice)' }).innerText()).toContain('Contains: wheat, eggs, dairy, tree-nuts');
    expect(await cards.filter({ hasText: 'Drip Coffee' }).innerText()).toContain('cafe only');
    await say(page, 'Lorem_ipsum_dolor_sit_amet_consectetur_adipiscing_elit_sed_do_eiusmod_tempor_incididunt');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const inputBox = await page.locator('#chat-input').boundingBox();
    const sendBox = await page.locator('#chat-send').boundingBox();
    expect((sendBox?.x ?? 999) + (sendBox?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(inputBox?.width).toBeGreaterThan(150);
    await page.screenshot({ path: `${ARTIFACTS}webchat-phone-menu.png` });
  });

  it('works with the keyboard alone: Tab to the input, Enter sends, quick replies by keyboard', async () => {
    const page = await newPage();
    await openChat(page);
    await page.locator('body').focus();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let i = 0; i < 15 && (await focusedId()) !== 'chat-input'; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('chat-input');
    expect(await page.locator('label[for="chat-input"]').textContent()).toBe('Your message');
    const before = await page.locator('.msg').count();
    await page.keyboard.type('a carrot cake saturday at 2');
    await page.keyboard.press('Enter');
    expect(await waitForAnswer(page, before)).toMatch(/pick it up/);
    expect(await focusedId()).toBe('chat-input');
    // Back from the input to the "Pickup" button, and Enter presses it.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 10 && (await focusedText()) !== 'Pickup'; i++) await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toBe('Pickup');
    const count = await page.locator('.msg').count();
    await page.keyboard.press('Enter');
    expect(await waitForAnswer(page, count)).toMatch(/What name/);
    expect(await focusedId()).toBe('chat-input');
    // Screen readers: new messages land in a polite live log, and each says who spoke.
    expect(await page.getAttribute('#chat-log', 'role')).toBe('log');
    expect(await page.getAttribute('#chat-log', 'aria-live')).toBe('polite');
    expect(await page.locator('.msg-customer .visually-hidden').first().textContent()).toBe('You said: ');
  });

  it('shows a staff decision from Slack in the open chat', async () => {
    const page = await newPage();
    await openChat(page);
    for (const text of ['2 lemon slices tomorrow at 3 pickup', 'my son is allergic to eggs', 'Kim', '512 555 0143']) await say(page, text);
    expect(await say(page, 'yes')).toMatch(/not confirmed yet/);
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, await sessionOf(page)));
    await t.staffDecides(link?.orderId ?? '', 'approve');
    const staff = page.locator('.msg-staff');
    await staff.waitFor({ timeout: 10_000 });
    expect(await staff.locator('.msg-text').textContent()).toMatch(new RegExp(`^Your order ${link?.orderId} is confirmed: 2 x Lemon Chiffon Cake Slice`));
    expect(await staff.locator('.visually-hidden').textContent()).toBe('Bakery staff: ');
  });

  it('after a lost connection the chat catches up with what happened meanwhile', async () => {
    const page = await newPage();
    await openChat(page);
    for (const text of ['a carrot cake tomorrow at 3 delivery', '1 Main St, Austin', 'Lee', '5125550144']) await say(page, text);
    expect(await say(page, 'yes')).toMatch(/not confirmed yet/);
    const [link] = await t.database.db.select().from(chatOrders).where(eq(chatOrders.sessionId, await sessionOf(page)));
    // The connection drops (and stays down while staff decide).
    await page.context().setOffline(true);
    t.app.server.closeAllConnections();
    await page.waitForSelector('#chat-status:text("Reconnecting")', { timeout: 10_000 });
    await t.staffDecides(link?.orderId ?? '', 'decline', 'Outside the delivery area');
    await page.context().setOffline(false);
    const staff = page.locator('.msg-staff .msg-text');
    await staff.waitFor({ timeout: 15_000 });
    expect(await staff.textContent()).toBe(`Sorry, the bakery cannot take your order ${link?.orderId}: Outside the delivery area. Reply here if you would like to order something else.`);
    expect(await page.locator('.msg-staff').count()).toBe(1);
    // The browser logs the dropped stream and the offline retries: expected here, and only here.
    const expected = /net::ERR_(INCOMPLETE_CHUNKED_ENCODING|INTERNET_DISCONNECTED)/;
    problems.splice(0, problems.length, ...problems.filter((problem) => !expected.test(problem)));
  });

  it('a message whose answer is lost on the way, sent again, is taken once', async () => {
    const page = await newPage();
    await openChat(page);
    const text = '2 lemon slices tomorrow at 3';
    // The server gets and answers the message; the answer never reaches the page.
    await page.route('**/api/chat/sessions/*/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      await route.abort('failed');
    });
    await page.fill('#chat-input', text);
    await page.press('#chat-input', 'Enter');
    await page.waitForSelector('#chat-error:text("Could not reach the bakery")');
    expect(await page.inputValue('#chat-input')).toBe(text);
    await page.unroute('**/api/chat/sessions/*/messages');
    // The customer sends it again, as the page asks.
    await page.press('#chat-input', 'Enter');
    await page.waitForFunction(() => !document.getElementById('chat-send')?.disabled && document.getElementById('chat-error')?.textContent === '');
    const customerRows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, await sessionOf(page)));
    expect(customerRows.filter((row) => row.role === 'customer').map((row) => row.text)).toEqual([text]);
    expect(await page.locator('.msg-customer .msg-text', { hasText: text }).count()).toBe(1);
    expect(await page.locator('.msg-assistant .msg-text').last().innerText()).toMatch(/What name/);
    const expected = /net::ERR_FAILED/;
    problems.splice(0, problems.length, ...problems.filter((problem) => !expected.test(problem)));
  });

  it('the storefront embeds the chat with one script tag: a launcher and an iframe', async () => {
    const page = await newPage({ width: 390, height: 740 });
    await page.goto(`${storefrontUrl}/`);
    const launcher = page.locator('button[aria-controls="bakery-chat-frame"]');
    await launcher.click();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    const frameElement = page.locator('#bakery-chat-frame');
    expect(await frameElement.getAttribute('src')).toBe(`${base}/chat?embed=1`);
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    if (!frame) throw new Error('no chat frame');
    await openChat(frame);
    expect(await frame.evaluate(() => document.documentElement.getAttribute('class'))).toBe('embed');
    expect(await say(frame, 'hours')).toMatch(/8 AM to 8 PM/);
    await frame.click('#chat-close');
    await page.waitForFunction(() => document.getElementById('bakery-chat-frame')?.hidden);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('bakery-chat-frame');
  });

  it('a page on any other origin cannot frame the chat: chromium enforces frame-ancestors', async () => {
    // Same page as the storefront's, on another origin (another port) that is not STOREFRONT_URL.
    const impostor = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Not the shop</title></head><body><iframe id="chat" src="${base}/chat?embed=1"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    try {
      const page = await newPage();
      await page.goto(`http://localhost:${(impostor.address() as AddressInfo).port}/`);
      const frame = await (await page.locator('#chat').elementHandle())?.contentFrame();
      if (!frame) throw new Error('no frame element');
      await frame.waitForLoadState();
      // A refused frame shows chromium's error page, never the chat.
      expect(frame.url()).not.toBe(`${base}/chat?embed=1`);
      expect(await frame.locator('#chat-input').count()).toBe(0);
      const refusal = /frame-ancestors|Refused to frame/;
      expect(problems.some((problem) => refusal.test(problem))).toBe(true);
      problems.splice(0, problems.length, ...problems.filter((problem) => !refusal.test(problem)));
    } finally {
      impostor.close();
    }
  });
});
