/** Steps of the restaurant sign-up spec (restaurant-signup.spec.ts): filling the wizard, its messages, mailbox, persisted cache. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect } from './fixtures.ts';

export const FORM_URL = '/api/v1/forms/restaurant-signup';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get('/dev/mailbox', { params: { to } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

export const uniqueEmail = () => `rs-${randomUUID().slice(0, 8)}@trattoria.example.com`;

export const form = (page: Page) => page.getByTestId('signup-form');
export const stepHeading = (page: Page) => form(page).getByRole('heading', { level: 2 });
export const next = (page: Page) => form(page).getByRole('button', { name: 'Weiter' });
export const back = (page: Page) => form(page).getByRole('button', { name: 'Zurück' });
export const sendButton = (page: Page) => page.getByTestId('signup-submit');

/** Presses Next and expects the step with this title, its heading focused (spec 3 §4: forward only when valid). */
export async function nextTo(page: Page, title: string, n: number): Promise<void> {
  await next(page).click();
  await expect(stepHeading(page)).toHaveText(title);
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText(`Schritt ${n} von 5`)).toBeVisible();
  await expect(page.getByText(`${n * 20} % abgeschlossen`)).toBeVisible();
}

/** Every message shown, each under its field (aria-describedby names it). */
export async function expectMessages(page: Page, byField: Record<string, string>): Promise<void> {
  for (const [label, message] of Object.entries(byField)) {
    const field = form(page).getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(errorId, `${label} describes its error`).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
  }
}

export async function fillBasics(page: Page, email: string): Promise<void> {
  const f = form(page);
  await f.getByLabel('Name des Restaurants').fill('Trattoria Lina');
  await f.getByLabel('Vorname (Inhaber:in)').fill('Lina');
  await f.getByLabel('Nachname (Inhaber:in)').fill('Moser');
  await f.getByLabel('E-Mail').fill(email);
  await f.getByLabel('Telefonnummer').fill('0732 123456');
}

export async function fillAddress(page: Page): Promise<void> {
  const f = form(page);
  await f.getByLabel('Straße').fill('Landstraße');
  await f.getByLabel('Hausnummer').fill('12');
  await f.getByLabel('Postleitzahl').fill('4020');
  await f.getByLabel('Stadt').fill('Linz');
}

export async function fillBusiness(page: Page): Promise<void> {
  await form(page).getByLabel('Küchenart').selectOption('Italienisch');
  await form(page).getByLabel('Beschreibung').fill('Hausgemachte Pasta aus dem Mühlviertel.');
}

export async function fillLegal(page: Page): Promise<void> {
  await form(page).getByLabel('Gewerbeschein-Nummer').fill('GW-4020-77');
  await form(page).getByLabel('Steuernummer').fill('46 123/4567');
}

async function acceptBoth(page: Page): Promise<void> {
  await form(page).getByLabel(/Nutzungsbedingungen für Restaurant-Partner/).check();
  await form(page).getByLabel(/Provisionsvereinbarung/).check();
}

/** The whole form with valid data, up to the ticked boxes of step 5. */
export async function fillAll(page: Page, email: string): Promise<void> {
  await fillBasics(page, email);
  await nextTo(page, 'Adresse', 2);
  await fillAddress(page);
  await nextTo(page, 'Geschäftsdaten', 3);
  await fillBusiness(page);
  await nextTo(page, 'Rechtliches', 4);
  await fillLegal(page);
  await nextTo(page, 'Bestätigung', 5);
  await acceptBoth(page);
}

/** Public-form mutations in the persisted React Query cache (IndexedDB lieferzone/query-cache/rq). */
export async function persistedFormMutations(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const req = <T,>(r: IDBRequest<T>) => new Promise<T>((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('IndexedDB request failed'));
    });
    if (!(await indexedDB.databases()).some((d) => d.name === 'lieferzone')) return 0;
    const db = await req(indexedDB.open('lieferzone'));
    try {
      if (!db.objectStoreNames.contains('query-cache')) return 0;
      const raw = (await req(db.transaction('query-cache').objectStore('query-cache').get('rq'))) as string | undefined;
      const v = (raw ? JSON.parse(raw) : undefined) as { clientState?: { mutations?: { mutationKey?: unknown[] }[] } } | undefined;
      return (v?.clientState?.mutations ?? []).filter((m) => JSON.stringify(m.mutationKey).includes('restaurant-signup')).length;
    } finally {
      db.close();
    }
  });
}

export const timeInput = (page: Page, name: string): Locator => form(page).getByRole('textbox', { name, exact: true });
export const closedBox = (page: Page, day: string): Locator => form(page).getByRole('checkbox', { name: `${day}: geschlossen`, exact: true });
