/**
 * /courier (issue 12 item 1; spec 3 §2.2, §5, §8, §9) in Chromium against the production build and the real server:
 * the requirements and earnings panels; the wizard's Next (every §5 message by leaving its field empty) and Back
 * rules; the licence number and vehicle details only with their boxes; the confirmation summary; the submit through
 * the UI with the reference, one stored application (one request, one confirmation mail in the demo mailbox, a resend
 * of the same submission answered with the same reference and no second mail) and home after 3 s — once in German,
 * once in Turkish (?lng=tr); a server's field refusal and 429 shown in the page's language; an offline submit queued
 * and sent once when the network is back. axe with the step messages shown (steps 1, 2), on the summary and the queue.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect as baseExpect, expectAxeClean, gotoApp, test } from './fixtures.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// the submit waits for the server and its mail: allow for a busy machine
const expect = baseExpect.configure({ timeout: 15_000 });

const FORM_URL = '/api/v1/forms/courier-application';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get('/dev/mailbox', { params: { to } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

const uniqueEmail = (tag: string) => `courier.${tag}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

/** The courier-application POSTs the page sends. */
function watchSubmissions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(FORM_URL)) seen.push(r);
  });
  return seen;
}

/** Labels and buttons of one language. */
interface Ui {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  dateOfBirth: string;
  vehicle: string;
  days: string[];
  iban: string;
  terms: string;
  next: string;
  send: string;
}

const DE: Ui = {
  firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail', phone: 'Telefonnummer', address: 'Adresse', postalCode: 'Postleitzahl',
  city: 'Stadt', dateOfBirth: 'Geburtsdatum', vehicle: 'Fahrrad', days: ['Montag', 'Freitag'], iban: 'IBAN',
  terms: 'Ich akzeptiere die Nutzungsbedingungen', next: 'Weiter', send: 'Bewerbung absenden',
};

const TR: Ui = {
  firstName: 'Ad', lastName: 'Soyad', email: 'E-posta', phone: 'Telefon numarası', address: 'Adres', postalCode: 'Posta kodu',
  city: 'Şehir', dateOfBirth: 'Doğum tarihi', vehicle: 'Bisiklet', days: ['Salı', 'Cumartesi'], iban: 'IBAN',
  terms: 'Kullanım koşullarını kabul ediyorum', next: 'İleri', send: 'Başvuruyu gönder',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Steps 1–4 with valid data on a bike (no licence needed), up to the confirmation step. */
async function fillUpToConfirmation(page: Page, ui: Ui, email: string): Promise<void> {
  await field(page, ui.firstName).fill('Kurt');
  await field(page, ui.lastName).fill('Radler');
  await field(page, ui.email).fill(email);
  await field(page, ui.phone).fill('+43 660 1234567');
  await field(page, ui.address).fill('Praterstraße 1');
  await field(page, ui.postalCode).fill('1020');
  await field(page, ui.city).fill('Wien');
  await field(page, ui.dateOfBirth).fill('1995-04-12');
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('radio', { name: ui.vehicle }).check();
  await page.getByRole('button', { name: ui.next }).click();
  for (const day of ui.days) await page.getByRole('checkbox', { name: day, exact: true }).check();
  await page.getByRole('button', { name: ui.next }).click();
  await field(page, ui.iban).fill('AT61 1904 3002 3457 3201');
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('checkbox', { name: ui.terms }).check();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });

test.describe('courier application', () => {
  test('when the wizard is gone through in German, then Next shows every §5 message of its step, Back keeps the entries, the summary shows what is sent and the application arrives once, with its mail, then home after 3 s', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('de');
    const posts = watchSubmissions(page);
    await gotoApp(page, '/courier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Werden Sie Fahrer:in bei Lieferzone');

    // requirements and earnings (spec 3 §2.2)
    await expect(page.getByTestId('requirements-bike')).toHaveText(/Mindestalter 16 Jahre.*Eigenes Fahrrad/);
    await expect(page.getByTestId('requirements-motorcycle')).toHaveText(/Mindestalter 18 Jahre.*Führerschein Klasse A1\/B.*Eigenes Fahrzeug/);
    await expect(page.getByTestId('requirements-car')).toHaveText(/Mindestalter 21 Jahre.*Führerschein Klasse B.*Eigenes Auto/);
    const earnings = page.getByTestId('courier-earnings');
    for (const line of ['Fahrrad12–15 € pro Stunde', 'Motorrad / Roller15–20 € pro Stunde', 'Auto18–25 € pro Stunde', 'Bis zu 25 € pro Stunde plus Trinkgeld', 'Wöchentliche Auszahlung jeden Dienstag', 'Dokumentenprüfung in 1–2 Tagen']) {
      await expect(earnings).toContainText(line);
    }

    const next = page.getByRole('button', { name: 'Weiter' });
    const back = page.getByRole('button', { name: 'Zurück' });
    await expect(page.getByText('Schritt 1 von 5')).toBeVisible();
    await expect(back).toBeDisabled();

    // step 1: each field left empty shows its message, linked to the field; the first gets the focus
    await next.click();
    const step1 = [
      ['Vorname', 'Vorname ist erforderlich'], ['Nachname', 'Nachname ist erforderlich'], ['E-Mail', 'E-Mail ist erforderlich'],
      ['Telefonnummer', 'Telefonnummer ist erforderlich'], ['Adresse', 'Adresse ist erforderlich'], ['Stadt', 'Stadt ist erforderlich'],
      ['Postleitzahl', 'Postleitzahl ist erforderlich'], ['Geburtsdatum', 'Geburtsdatum ist erforderlich'],
    ] as const;
    for (const [label, message] of step1) await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    await expect(field(page, 'Vorname')).toBeFocused();
    await expect(stepHeading(page, 'Persönliche Daten')).toBeVisible();
    await expectAxeClean(page);
    // editing a field clears its message; a malformed e-mail has its own
    await field(page, 'Vorname').fill('Kurt');
    await expect(page.getByText('Vorname ist erforderlich')).toHaveCount(0);
    await field(page, 'E-Mail').fill('kurt@example');
    await next.click();
    await expect(field(page, 'E-Mail')).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    const rest = [['E-Mail', email], ['Nachname', 'Radler'], ['Telefonnummer', '+43 660 1234567'], ['Adresse', 'Praterstraße 1'], ['Postleitzahl', '1020'], ['Stadt', 'Wien'], ['Geburtsdatum', '1995-04-12']] as const;
    for (const [label, value] of rest) await field(page, label).fill(value);
    await next.click();

    // step 2: the vehicle, the licence for a car; number and details only with their boxes
    await expect(stepHeading(page, 'Fahrzeug')).toBeFocused();
    await expect(page.getByText('Schritt 2 von 5')).toBeVisible();
    await next.click();
    await expect(page.getByText('Bitte wählen Sie ein Fahrzeug')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Fahrrad' })).toBeFocused();
    await expect(page.getByLabel('Führerscheinnummer')).toHaveCount(0);
    await expect(page.getByLabel('Angaben zum Fahrzeug')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Auto' }).check();
    await expect(page.getByText('Bitte wählen Sie ein Fahrzeug')).toHaveCount(0);
    await next.click();
    const licenceBox = page.getByRole('checkbox', { name: 'Ich habe einen Führerschein' });
    await expect(licenceBox).toHaveAccessibleDescription('Führerschein ist für dieses Fahrzeug erforderlich');
    await expectAxeClean(page);
    await licenceBox.check();
    await page.getByLabel('Führerscheinnummer').fill('B-123456');
    await page.getByRole('checkbox', { name: 'Ich habe ein eigenes Fahrzeug' }).check();
    await page.getByLabel('Angaben zum Fahrzeug').fill('VW Golf');

    // Back down to step 1, entries kept; Back is off there
    await back.click();
    await expect(stepHeading(page, 'Persönliche Daten')).toBeFocused();
    await expect(field(page, 'Vorname')).toHaveValue('Kurt');
    await expect(back).toBeDisabled();
    await next.click();
    await expect(page.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(page.getByLabel('Führerscheinnummer')).toHaveValue('B-123456');
    await next.click();

    // step 3: at least one day (Monday to Sunday)
    await expect(stepHeading(page, 'Verfügbarkeit')).toBeFocused();
    const days = page.getByRole('group', { name: 'An welchen Tagen können Sie liefern?' }).getByRole('checkbox');
    await expect(days).toHaveCount(7);
    for (const [i, day] of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'].entries()) {
      await expect(days.nth(i)).toHaveAccessibleName(day);
    }
    await next.click();
    await expect(days.first()).toHaveAccessibleDescription('Bitte wählen Sie mindestens einen Tag');
    await page.getByRole('checkbox', { name: 'Montag' }).check();
    await page.getByRole('checkbox', { name: 'Freitag' }).check();
    await page.getByLabel('Bevorzugte Arbeitszeiten').fill('abends');
    await next.click();

    // step 4: the IBAN (mod 97), holder and tax number optional
    await expect(stepHeading(page, 'Zahlungsdaten')).toBeFocused();
    await next.click();
    await expect(field(page, 'IBAN')).toHaveAccessibleDescription(/^IBAN ist erforderlich/);
    await field(page, 'IBAN').fill('AT62 1904 3002 3457 3201');
    await next.click();
    await expect(field(page, 'IBAN')).toHaveAccessibleDescription(/^Ungültige IBAN/);
    await field(page, 'IBAN').fill('at61 1904 3002 3457 3201');
    await next.click();

    // step 5: the summary of what is sent, the terms
    await expect(stepHeading(page, 'Bestätigung')).toBeFocused();
    const summary = page.getByTestId('courier-summary');
    for (const text of ['Kurt Radler', email, 'Praterstraße 1, 1020 Wien', '12. April 1995', 'Auto', 'Ja – B-123456', 'Ja – VW Golf', 'Montag, Freitag', 'abends', 'AT61 1904 3002 3457 3201', 'nicht angegeben']) {
      await expect(summary).toContainText(text);
    }
    await expectAxeClean(page);
    const send = page.getByRole('button', { name: 'Bewerbung absenden' });
    await send.click();
    const terms = page.getByRole('checkbox', { name: /Ich akzeptiere die Nutzungsbedingungen/ });
    await expect(terms).toHaveAccessibleDescription('Sie müssen die Nutzungsbedingungen akzeptieren');
    expect(posts).toHaveLength(0);
    await terms.check();
    await send.click();

    // success: the panel with the reference; one request; the mail; a resend stores nothing new
    await expect(page.getByRole('heading', { name: 'Bewerbung erfolgreich!' })).toBeFocused();
    await expect(page.getByText('Wir melden uns innerhalb von 2–3 Werktagen bei Ihnen.')).toBeVisible();
    const referenceText = (await page.getByTestId('courier-reference').textContent()) ?? '';
    const reference = /CA-\d{4}-\d{6}/.exec(referenceText)?.[0];
    expect(reference, referenceText).toMatch(/^CA-\d{4}-\d{6}$/);
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.postDataJSON() as { submissionId: string; language: string; data: Record<string, unknown> };
    expect(sent.language).toBe('de');
    expect(sent.data).toMatchObject({
      vehicleType: 'car', hasDriversLicense: true, driversLicenseNumber: 'B-123456', vehicleDetails: 'VW Golf',
      availability: ['Montag', 'Freitag'], iban: 'AT611904300234573201', taxNumber: null, bankAccountHolder: null, acceptTerms: true,
    });
    await expect.poll(async () => (await mailbox(request, email)).map((m) => m.subject)).toEqual([`Ihre Bewerbung als Fahrer:in ist eingegangen (${reference})`]);
    const resend = await request.post(FORM_URL, { data: sent });
    expect(resend.status()).toBe(200);
    expect(await resend.json()).toEqual({ reference });

    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 6_000 });
    expect(await page.evaluate(() => localStorage.getItem('lz.form-draft.courier'))).toBeNull();
    expect(await mailbox(request, email)).toHaveLength(1);
  });

  test('when the application is sent in Turkish (?lng=tr), then the page, its messages, the success panel and the mail are Turkish', async ({ page, request }) => {
    const email = uniqueEmail('tr');
    const posts = watchSubmissions(page);
    await gotoApp(page, '/courier?lng=tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Lieferzone'da kurye olun");
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(field(page, 'Ad')).toHaveAccessibleDescription('Ad zorunludur');
    await fillUpToConfirmation(page, TR, email);
    await expect(page.getByTestId('courier-summary')).toContainText('Salı, Cumartesi');
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();

    await expect(page.getByRole('heading', { name: 'Başvuru başarılı!' })).toBeVisible();
    await expect(page.getByText('2–3 iş günü içinde size dönüş yapacağız.')).toBeVisible();
    const reference = /CA-\d{4}-\d{6}/.exec((await page.getByTestId('courier-reference').textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await expect(page.getByTestId('courier-reference')).toHaveText(`Referans numaranız: ${reference}`);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.postDataJSON() as { language: string }).language).toBe('tr');
    await expect.poll(async () => (await mailbox(request, email)).map((m) => m.subject)).toEqual([`Kurye başvurunuz alındı (${reference})`]);
  });

  test('when the server refuses a field, answers 429, or the network is gone, then the field message, the 429 message and the queue are shown, and the queued application is sent once when back online', async ({ page, context, request }) => {
    const email = uniqueEmail('offline');
    await gotoApp(page, '/courier');
    await fillUpToConfirmation(page, DE, email);
    const send = page.getByRole('button', { name: 'Bewerbung absenden' });

    // a 400 naming the IBAN (e.g. a rule changed on the server): back to step 4 with the message under the field
    await page.route(`**${FORM_URL}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid input', fields: { iban: 'forms:errors.ibanInvalid' } } }),
      }),
    );
    await send.click();
    await expect(page.getByText('Schritt 4 von 5')).toBeVisible();
    await expect(field(page, 'IBAN')).toHaveAccessibleDescription(/^Ungültige IBAN/);
    await expect(page.getByTestId('form-error')).toContainText('Fehler beim Senden der Bewerbung');
    await expect(page.getByTestId('form-error')).toContainText('Bitte prüfen Sie die markierten Felder.');
    await page.getByRole('button', { name: 'Weiter' }).click();

    // 429
    await page.unroute(`**${FORM_URL}`);
    await page.route(`**${FORM_URL}`, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '60' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Too many submissions' } }) }),
    );
    await send.click();
    await expect(page.getByTestId('form-error')).toContainText('Zu viele Einsendungen von dieser Verbindung.');
    await expect(send).toBeEnabled();
    await page.unroute(`**${FORM_URL}`);

    // offline: queued with the form locked, sent once the network is back
    const posts = watchSubmissions(page);
    await context.setOffline(true);
    await send.click();
    await expect(page.getByTestId('form-queued')).toHaveText(/gesendet, sobald Sie online sind/);
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await expectAxeClean(page);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Bewerbung erfolgreich!' })).toBeVisible();
    await expect.poll(async () => (await mailbox(request, email)).length).toBe(1);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    // every request (a retry after a dropped connection included) carried the same submission id
    expect(new Set(posts.map((r) => (r.postDataJSON() as { submissionId: string }).submissionId)).size).toBe(1);
  });
});

