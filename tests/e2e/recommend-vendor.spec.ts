/**
 * /recommend-vendor (spec 3 §2.4, §5, §8, §9; issue 12) in Chromium against the production build and the real
 * server: a recommendation sent through the form in Turkish, the required fields' messages, cancel = back, the
 * listing's empty state linking here, and a submit pressed offline that survives a reload and arrives exactly once.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { DEV_JWT_SECRET, deriveProjectKeys } from '../../server/supabase/jwt.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { swControlled, waitPersistedMutations } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** The stored recommendations of a name, read as the back office does (service_role; the test server's dev secret). */
async function storedRows(request: APIRequestContext, vendorName: string): Promise<{ reference: string; submission_id: string }[]> {
  const key = deriveProjectKeys(DEV_JWT_SECRET).serviceRoleKey;
  const res = await request.get(`${BASE_URL}/rest/v1/vendor_recommendations?select=reference,submission_id&vendor_name=eq.${encodeURIComponent(vendorName)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { reference: string; submission_id: string }[];
}

const FORM_URL = '/api/v1/forms/vendor-recommendation';

/** Every POST of a recommendation the page sends (counted from the page, whatever the network does). */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === FORM_URL) posts.push(r);
  });
  return posts;
}

test.describe('recommend a restaurant', () => {
  test('when a visitor recommends a restaurant in Turkish, then the thank-you shows the reference and /restaurants follows after 3 s', async ({ page }) => {
    const posts = recordPosts(page);
    await gotoApp(page, '/recommend-vendor?lng=tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Restoran öner' })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('main').getByLabel('Restoran adı').fill('  Anadolu Sofrası  ');
    await page.getByRole('main').getByLabel('Kategori').selectOption({ label: 'Asya mutfağı' });
    await page.getByRole('main').getByLabel('Şehir').selectOption('Graz');
    await page.getByRole('main').getByLabel('Posta kodu').fill('8020');
    await page.getByRole('main').getByLabel('Bu restoranı neden öneriyorsunuz?').fill('En iyi mercimek çorbası.');
    await page.getByRole('main').getByLabel('E-posta adresiniz').fill('ayse@example.com');
    await page.getByRole('button', { name: 'Öneriyi gönder' }).click();

    const thanks = page.getByRole('heading', { name: 'Öneriniz için teşekkürler!' });
    await expect(thanks).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByTestId('recommend-reference')).toHaveText(/^Referans numaranız: VR-\d{4}-\d{6}$/);
    await expectAxeClean(page);
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.postDataJSON() as { language: string; data: Record<string, unknown> };
    expect(sent.language).toBe('tr');
    expect(sent.data).toEqual({
      vendorName: 'Anadolu Sofrası', vendorAddress: null, vendorPhone: null, vendorWebsite: null, category: 'asian',
      description: 'En iyi mercimek çorbası.', recommenderName: null, recommenderEmail: 'ayse@example.com', city: 'Graz', postalCode: '8020',
    });

    await expect(page).toHaveURL(/\/restaurants(\?|$)/, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });

  test('when the required fields are left empty, then each shows its message, nothing is sent, and editing clears it', async ({ page }) => {
    const posts = recordPosts(page);
    await gotoApp(page, '/recommend-vendor');
    for (const label of ['Name des Restaurants', 'Kategorie', 'Stadt']) await expect(page.getByRole('main').getByLabel(label)).toHaveAttribute('required', '');
    await page.getByRole('main').getByLabel('Ihre E-Mail-Adresse').fill('ich@zuhause');
    await page.getByRole('button', { name: 'Empfehlung senden' }).click();

    const name = page.getByRole('main').getByLabel('Name des Restaurants');
    await expect(page.getByText('Name des Restaurants ist erforderlich')).toBeVisible();
    await expect(page.getByText('Bitte wählen Sie eine Kategorie')).toBeVisible();
    await expect(page.getByText('Stadt ist erforderlich')).toBeVisible();
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectAxeClean(page);

    await name.fill('Pizzeria Bella');
    await expect(page.getByText('Name des Restaurants ist erforderlich')).toHaveCount(0);
    await expect(page.getByText('Stadt ist erforderlich')).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('when cancel is pressed, then the previous page shows again', async ({ page }) => {
    await gotoApp(page, '/help');
    await page.getByRole('contentinfo').getByRole('link', { name: /Restaurant empfehlen/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant empfehlen' })).toBeVisible();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });

  test('when the listing finds nothing, then its empty state links to the recommendation form', async ({ page }) => {
    await gotoApp(page, '/restaurants?search=zzqqxxyy-kein-restaurant');
    const empty = page.locator('.listing-empty');
    await expect(empty.getByRole('heading', { name: 'Keine Restaurants gefunden' })).toBeVisible({ timeout: 15_000 });
    await empty.getByRole('link', { name: 'Restaurant empfehlen' }).click();
    await expect(page).toHaveURL(/\/recommend-vendor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant empfehlen' })).toBeVisible();
  });
});

/** Mutation keys in the persisted React Query cache (IndexedDB lieferzone/query-cache/rq). */
function persistedMutations(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const req = <T,>(r: IDBRequest<T>) => new Promise<T>((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('IndexedDB request failed'));
    });
    const db = await req(indexedDB.open('lieferzone'));
    try {
      if (!db.objectStoreNames.contains('query-cache')) return [];
      const raw = (await req(db.transaction('query-cache').objectStore('query-cache').get('rq'))) as string | undefined;
      const v = (raw ? JSON.parse(raw) : undefined) as { clientState?: { mutations?: { mutationKey: unknown }[] } } | undefined;
      return (v?.clientState?.mutations ?? []).map((m) => m.mutationKey);
    } finally {
      db.close();
    }
  });
}

test.describe('recommend a restaurant without a network', () => {
  test('when it is submitted offline and the page reloaded, then it waits and arrives exactly once when the network returns', async ({ page, context, request }) => {
    const posts = recordPosts(page);
    await gotoApp(page, '/recommend-vendor');
    await swControlled(page);
    // the page's own texts are in the precache: reload it once online so the offline reload is served from it
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant empfehlen' })).toBeVisible();

    const vendorName = `Offline-Imbiss ${Date.now().toString(36)}`;
    await page.getByRole('main').getByLabel('Name des Restaurants').fill(vendorName);
    await page.getByRole('combobox', { name: /^Kategorie/ }).selectOption('burger');
    await page.getByRole('main').getByLabel('Stadt').selectOption('Linz');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Empfehlung senden' }).click();
    const queued = page.getByTestId('form-queued');
    await expect(queued).toHaveText('Sie sind offline. Ihre Angaben sind gespeichert und werden gesendet, sobald Sie online sind.');
    await expect(page.getByRole('main').getByLabel('Name des Restaurants')).toBeDisabled();
    await expect.poll(() => persistedMutations(page), { timeout: 10_000 }).toEqual([['public-form', 'vendor-recommendation']]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant empfehlen' })).toBeVisible();
    await expect(queued).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Name des Restaurants')).toHaveValue(vendorName);
    expect(await storedRows(request, vendorName)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Empfehlung!' })).toBeVisible({ timeout: 20_000 });
    const reference = (await page.getByTestId('recommend-reference').textContent())?.replace('Ihre Referenznummer: ', '') ?? '';
    expect(reference).toMatch(/^VR-\d{4}-\d{6}$/);
    // the queue is empty: nothing more can be sent from this page
    await waitPersistedMutations(page, 0);

    // one request reached the server (none while offline), one row is stored; sending its body again changes nothing
    const delivered = [];
    for (const p of posts) if (await p.response()) delivered.push(p);
    expect(delivered).toHaveLength(1);
    const body = delivered[0]!.postDataJSON() as { submissionId: string };
    expect(await storedRows(request, vendorName)).toEqual([{ reference, submission_id: body.submissionId }]);
    const again = await request.post(FORM_URL, { data: body });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(reference);
    expect(await storedRows(request, vendorName)).toHaveLength(1);
    // the draft is gone: a new visit starts empty
    await page.goto('/recommend-vendor');
    await expect(page.getByRole('main').getByLabel('Name des Restaurants')).toHaveValue('');
  });
});
