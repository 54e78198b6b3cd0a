import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer, startServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// /choose-location and /open-location against a local fixture of an OpenStreetMap-style tile server and a
// Nominatim-style geocoder: an event's place is found by address, its pin shown on the map tiles, the position refused
// then allowed, and the published listing shows the place on /open-location with "open in maps".

const PASSWORD = 'location-e2e-pass';
const POLL = { timeout: 15_000 };
const FOUND = { display_name: 'Tverskaya 7, Moscow', lat: '55.760200', lon: '37.608500' };

let fixture: Server;
let fixtureUrl: string;
const tileRequests: string[] = [];
const searches: string[] = [];
let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let vera: Session;
let page: Page;

async function startFixture() {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 230, b: 200 } },
  })
    .png()
    .toBuffer();
  fixture = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    // The test phones send X-Forwarded-For on every request (harness.ts), so the browser asks first.
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        })
        .end();
      return;
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      tileRequests.push(url.pathname);
      response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
      return;
    }
    if (url.pathname === '/geo/search') {
      searches.push(url.searchParams.get('q') ?? '');
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify(url.searchParams.get('q')?.includes('Tverskaya') ? [FOUND] : []));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => fixture.listen(0, '127.0.0.1', done));
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  await startFixture();
  server = await startServer({
    env: { MAP_TILES_URL: `${fixtureUrl}/tiles/{z}/{x}/{y}.png`, GEOCODER_URL: `${fixtureUrl}/geo` },
  });
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  vera = await world.signUp('vera.location@example.com', 'vera');
  page = await world.phoneOf(vera, 'en');
});

afterAll(async () => {
  await page?.screenshot({ path: `${artifactsDir}/location.png` }).catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await new Promise((done) => fixture?.close(done));
});

describe('picking and viewing a place (375×667)', () => {
  it('finds the place by address, pins it on the map tiles and keeps it on the published event', async () => {
    await world.openInApp(page, '/pagesCategory/pages/categoryForm?kind=event', 'listing-form');
    await page.getByTestId('listing-category').click();
    for (const code of ['events', 'culture', 'concerts'])
      await page.locator(`[data-testid="category-node"][data-code="${code}"]`).click();
    const fields: Record<string, string> = {
      title: 'Jazz on Tverskaya',
      price: '0',
      eventName: 'Jazz night',
      organizer: 'Blue Club',
      date: '2027-01-20',
      time: '19:30',
      city: 'Moscow',
      description: 'Live jazz, free entry.',
    };
    for (const [field, value] of Object.entries(fields)) await page.locator(`#listing-${field}`).fill(value);

    await page.locator('[data-field="listing-place"]').getByTestId('place-button').click();
    const picker = page.getByTestId('location-picker');
    await picker.waitFor(POLL);
    await expect.poll(async () => (await picker.boundingBox())?.y, POLL).toBe(0);
    // The map comes from the fixture's tiles.
    await picker.getByTestId('place-map').locator('.leaflet-tile-loaded').first().waitFor(POLL);
    expect(tileRequests.length).toBeGreaterThan(0);

    // The browser's permission refused: the picker says so in the user's language.
    await picker.getByRole('button', { name: 'Use my position' }).click();
    await page.getByText('No access to your location: allow it in the browser’s settings').waitFor(POLL);

    await picker.getByRole('textbox', { name: 'Address' }).fill('Tverskaya 7');
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByTestId('location-results').getByText('Tverskaya 7, Moscow').click();
    expect(searches).toContain('Tverskaya 7');
    await picker.getByText('The pin marks the place — tap the map to move it').waitFor();
    await picker.getByRole('button', { name: 'Done' }).click();
    await picker.waitFor({ state: 'hidden', ...POLL });
    await expect.poll(() => page.locator('#listing-place').inputValue()).toBe('Tverskaya 7, Moscow');

    await page.getByTestId('listing-submit').click();
    await page.waitForURL('**/pagesCategory/pages/categoryDetails?id=*', POLL);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const stored = await world.call<{ body: Record<string, string> }>(
      'GET',
      `/app/listings/${id}`,
      undefined,
      vera,
    );
    expect(stored.body).toMatchObject({ place: 'Tverskaya 7, Moscow', placeAt: '55.760200,37.608500' });

    // On the listing, the place opens on the map with "open in maps".
    await page.getByTestId('listing-facts').getByText('Tverskaya 7, Moscow').waitFor();
    await page.getByTestId('listing-place-map').click();
    await page.waitForURL('**/open-location?*', POLL);
    await expect
      .poll(() => page.getByTestId('location-address').textContent(), POLL)
      .toBe('Tverskaya 7, Moscow');
    await page.getByTestId('place-map').locator('.leaflet-tile-loaded').first().waitFor(POLL);
    await page.locator('.leaflet-interactive').first().waitFor();
    const outside = await page.getByRole('link', { name: 'Open in maps' }).getAttribute('href');
    expect(outside).toContain('mlat=55.7602');
    expect(outside).toContain('mlon=37.6085');
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('takes the device position once the browser allows it, and a city from the list', async () => {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 43.1155, longitude: 131.8855 });
    await world.openInApp(page, '/pagesCategory/pages/categoryForm?kind=event', 'listing-form');
    await page.locator('[data-field="listing-place"]').getByTestId('place-button').click();
    const picker = page.getByTestId('location-picker');
    await picker.waitFor(POLL);
    await expect.poll(async () => (await picker.boundingBox())?.y, POLL).toBe(0);
    await picker.getByRole('button', { name: 'Use my position' }).click();
    await picker.getByText('The pin marks the place — tap the map to move it').waitFor(POLL);
    await expect
      .poll(() => picker.getByRole('textbox', { name: 'Address' }).inputValue())
      .toBe('My position');
    await picker.getByRole('button', { name: 'Harbin', exact: true }).click();
    await expect.poll(() => picker.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('Harbin');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.locator('#listing-place').inputValue(), POLL).toBe('Harbin');
  });

  it('with no map or geocoder configured, picks from the city list and shows the address as text', async () => {
    // The run's shared server has neither MAP_TILES_URL nor GEOCODER_URL.
    const plain = testWorld(sharedServer(), browser, { password: PASSWORD });
    const lev = await plain.signUp('lev.location@example.com', 'lev');
    const phone = await plain.phoneOf(lev, 'en');
    await plain.openInApp(phone, '/pagesCategory/pages/categoryForm?kind=information', 'listing-form');
    await phone.locator('[data-field="listing-place"]').getByTestId('place-button').click();
    const picker = phone.getByTestId('location-picker');
    await picker.getByText('No map is set up: type the address or pick a city').waitFor(POLL);
    expect(await picker.getByRole('button', { name: 'Search' }).count()).toBe(0);
    expect(await picker.getByTestId('place-map').count()).toBe(0);
    await picker.getByRole('button', { name: 'Kazan', exact: true }).click();
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => phone.locator('#listing-place').inputValue(), POLL).toBe('Kazan');

    // A fresh start (the form left with its exit prompt unanswered is not what this checks).
    await plain.openInApp(
      phone,
      '/open-location?address=Kazan%2C%20Bauman%20St&at=55.7961,49.1064',
      'location-address',
    );
    await expect
      .poll(() => phone.getByTestId('location-address').textContent(), POLL)
      .toBe('Kazan, Bauman St');
    expect(await phone.getByTestId('place-map').count()).toBe(0);
    expect(await phone.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain(
      'mlat=55.7961',
    );
    expect(plain.errorsOf(phone)).toEqual([]);
  });
});
