/**
 * /restaurant-signup (issue 12 item 2; spec 3 §2.3, §4, §5, §8, §9) against the production build and the real
 * server: the wizard's Next/Back rules and every §5 message of the form, the editable default opening hours, the
 * failure box above the buttons, a server refusal leading back to its step, "Wird gesendet...", the success screen
 * with the reference and the redirect home, the confirmation mail (one per sign-up), and a sign-up sent offline
 * that survives a reload and arrives exactly once when the network is back.
 */
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { swControlled } from './pwa-helpers.ts';
import {
  FORM_URL, back, closedBox, expectMessages, fillAddress, fillAll, fillBasics, fillBusiness, fillLegal, form, mailbox, next,
  nextTo, persistedFormMutations, sendButton, stepHeading, timeInput, uniqueEmail,
} from './restaurant-signup-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe('restaurant partner sign-up', () => {
  test('when each step is left empty, then Next shows its §5 messages and stays; Back keeps values; the hours are editable', async ({ page }) => {
    // five steps, each refused empty, and three axe runs: on a busy two-core machine it once needed more than 60 s
    test.setTimeout(120_000);
    await gotoApp(page, '/restaurant-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant-Partner werden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toHaveAttribute('href', '/');
    await expect(stepHeading(page)).toHaveText('Grunddaten');
    await expect(page.getByText('Schritt 1 von 5')).toBeVisible();
    await expect(page.getByText('20 % abgeschlossen')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(back(page)).toBeDisabled();
    // the conditions of spec 3 §9 and the benefits below the form
    const facts = page.getByTestId('partner-facts');
    await expect(facts).toContainText('15 % des Bestellwerts');
    await expect(facts).toContainText('keine');
    await expect(facts).toContainText('wöchentlich am Dienstag');
    await expect(facts).toContainText('empfohlen: 15–20 €');
    await expect(facts).toContainText('innerhalb von 2–3 Werktagen (Unterlagen: 1–2 Tage)');
    await expect(facts.getByRole('listitem')).toHaveText(['Kopie des Gewerbescheins', 'Firmenbuchauszug', 'Lebensmittelhygiene-Zertifikat', 'Versicherungsnachweis']);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Vorteile als Partner' })).toBeVisible();

    // step 1: five messages; focus on the first refused field; a message goes when its field is edited
    await next(page).click();
    await expect(stepHeading(page)).toHaveText('Grunddaten');
    await expectMessages(page, {
      'Name des Restaurants': 'Restaurant Name ist erforderlich',
      'Vorname (Inhaber:in)': 'Vorname ist erforderlich',
      'Nachname (Inhaber:in)': 'Nachname ist erforderlich',
      'E-Mail': 'E-Mail ist erforderlich',
      Telefonnummer: 'Telefonnummer ist erforderlich',
    });
    await expect(form(page).getByLabel('Name des Restaurants')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' })).toBeAttached();
    await expectAxeClean(page);
    await form(page).getByLabel('Name des Restaurants').fill('T');
    await expect(page.getByText('Restaurant Name ist erforderlich')).toHaveCount(0);
    await fillBasics(page, 'lina at trattoria');
    await next(page).click();
    await expectMessages(page, { 'E-Mail': 'Ungültige E-Mail-Adresse' });
    await form(page).getByLabel('E-Mail').fill(uniqueEmail());
    await nextTo(page, 'Adresse', 2);

    // step 2: four messages; Austria by default; Back keeps what was typed
    const country = form(page).getByLabel('Land');
    await expect(country).toHaveValue('Österreich');
    await expect(country.locator('option')).toHaveText(['Österreich', 'Deutschland', 'Schweiz']);
    await next(page).click();
    await expectMessages(page, {
      Straße: 'Straße ist erforderlich',
      Hausnummer: 'Hausnummer ist erforderlich',
      Postleitzahl: 'Postleitzahl ist erforderlich',
      Stadt: 'Stadt ist erforderlich',
    });
    await back(page).click();
    await expect(stepHeading(page)).toHaveText('Grunddaten');
    await expect(stepHeading(page)).toBeFocused();
    await expect(form(page).getByLabel('Name des Restaurants')).toHaveValue('Trattoria Lina');
    await nextTo(page, 'Adresse', 2);
    await fillAddress(page);
    await nextTo(page, 'Geschäftsdaten', 3);

    // step 3: 20 cuisines, default hours per weekday, two messages; hours are editable and a day can be closed
    await expect(form(page).getByLabel('Küchenart').locator('option')).toHaveCount(21);
    const defaults: [string, string, string][] = [
      ['Montag', '11:00', '22:00'], ['Dienstag', '11:00', '22:00'], ['Mittwoch', '11:00', '22:00'], ['Donnerstag', '11:00', '22:00'],
      ['Freitag', '11:00', '23:00'], ['Samstag', '11:00', '23:00'], ['Sonntag', '12:00', '22:00'],
    ];
    for (const [day, open, close] of defaults) {
      await expect(timeInput(page, `${day}: öffnet um`)).toHaveValue(open);
      await expect(timeInput(page, `${day}: schließt um`)).toHaveValue(close);
      await expect(closedBox(page, day)).not.toBeChecked();
    }
    await next(page).click();
    await expectMessages(page, { Küchenart: 'Küchenart ist erforderlich', Beschreibung: 'Beschreibung ist erforderlich' });
    await expectAxeClean(page);
    await fillBusiness(page);
    await closedBox(page, 'Dienstag').check();
    await expect(timeInput(page, 'Dienstag: öffnet um')).toHaveCount(0);
    await timeInput(page, 'Samstag: schließt um').fill('23:30');
    await nextTo(page, 'Rechtliches', 4);

    // step 4: two messages; the VAT number is optional
    await next(page).click();
    await expectMessages(page, { 'Gewerbeschein-Nummer': 'Gewerbeschein ist erforderlich', Steuernummer: 'Steuernummer ist erforderlich' });
    await fillLegal(page);
    await nextTo(page, 'Bestätigung', 5);

    // step 5: the summary with the edited hours; sending without the boxes shows both messages and stays
    await expect(page.getByTestId('hours-summary').getByRole('listitem')).toHaveText([
      'Montag: 11:00–22:00', 'Dienstag: geschlossen', 'Mittwoch – Donnerstag: 11:00–22:00', 'Freitag: 11:00–23:00',
      'Samstag: 11:00–23:30', 'Sonntag: 12:00–22:00',
    ]);
    await sendButton(page).click();
    await expect(stepHeading(page)).toHaveText('Bestätigung');
    await expectMessages(page, {
      'Ich akzeptiere die Nutzungsbedingungen für Restaurant-Partner.': 'Sie müssen die Nutzungsbedingungen akzeptieren',
      'Ich akzeptiere die Provisionsvereinbarung: 15 % Provision auf den Bestellwert, keine Grundgebühr.': 'Sie müssen die Provisionsvereinbarung akzeptieren',
    });
    await expectAxeClean(page);
    // the hours of a closed day are kept: unticking brings them back
    await back(page).click();
    await back(page).click();
    await expect(stepHeading(page)).toHaveText('Geschäftsdaten');
    await closedBox(page, 'Dienstag').uncheck();
    await expect(timeInput(page, 'Dienstag: öffnet um')).toHaveValue('11:00');
  });

  test('when the sign-up is sent, then failures show above the buttons, a refused field opens its step, and success gives one reference and one mail', async ({ page, request }) => {
    const email = uniqueEmail();
    await gotoApp(page, '/restaurant-signup');
    await fillAll(page, email);

    // a refusal that is no field's (429): spec 3 §8's sentence and the reason above the buttons, still on step 5
    await page.route(FORM_URL, (route) => route.fulfill({
      status: 429, headers: { 'retry-after': '30' }, contentType: 'application/json',
      json: { error: { code: 429, message: 'Too many submissions', status: 'RESOURCE_EXHAUSTED' } },
    }));
    await sendButton(page).click();
    const failure = page.getByTestId('form-error');
    await expect(failure).toContainText('Fehler beim Senden der Anmeldung');
    await expect(failure).toContainText('Zu viele Einsendungen von dieser Verbindung');
    await expect(stepHeading(page)).toHaveText('Bestätigung');
    expect((await failure.boundingBox())!.y).toBeLessThan((await sendButton(page).boundingBox())!.y);
    await expect(sendButton(page)).toBeEnabled();
    await expectAxeClean(page);

    // the server refuses a field (400): the wizard opens its step with the message under it
    await page.unroute(FORM_URL);
    await page.route(FORM_URL, (route) => route.fulfill({
      status: 400, contentType: 'application/json',
      json: { error: { code: 400, message: 'Invalid', status: 'INVALID_ARGUMENT', fields: { postalCode: 'forms:errors.postalCodeInvalid' } } },
    }));
    await sendButton(page).click();
    await expect(stepHeading(page)).toHaveText('Adresse');
    await expectMessages(page, { Postleitzahl: 'Ungültige Postleitzahl' });
    await page.unroute(FORM_URL);
    await nextTo(page, 'Geschäftsdaten', 3);
    await nextTo(page, 'Rechtliches', 4);
    await nextTo(page, 'Bestätigung', 5);

    // sent for real, held a moment: "Wird gesendet..." on the disabled button
    let sentBody: unknown;
    await page.route(FORM_URL, async (route) => {
      sentBody = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('Wird gesendet...');
    await expect(sendButton(page)).toBeDisabled();
    const success = page.getByTestId('signup-success');
    await expect(success.getByRole('heading', { name: 'Anmeldung erfolgreich!' })).toBeFocused();
    const shownAt = Date.now();
    const reference = /RS-\d{4}-\d{6}/.exec((await page.getByTestId('signup-reference').textContent()) ?? '')?.[0];
    expect(reference).toMatch(/^RS-\d{4}-\d{6}$/);
    await expect(success).toContainText(`Ihre Referenznummer: ${reference}`);
    await expect(success).toContainText('innerhalb von 2–3 Werktagen');
    await expect(success).toContainText(email);
    await expectAxeClean(page);
    // home after 3 s
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);

    // one confirmation mail with that reference; the same submission sent again stores nothing new
    await expect.poll(async () => (await mailbox(request, email)).length).toBe(1);
    const [mail] = await mailbox(request, email);
    expect(mail?.subject).toBe(`Ihre Partner-Anmeldung ist eingegangen (${reference})`);
    const again = await request.post(FORM_URL, { data: sentBody });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ reference });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailbox(request, email)).toHaveLength(1);
  });

  test('when the sign-up is sent offline, then it waits through a reload and arrives exactly once when back online', async ({ page, context, request }) => {
    const email = uniqueEmail();
    await gotoApp(page, '/restaurant-signup');
    await swControlled(page);
    await fillAll(page, email);

    await context.setOffline(true);
    await sendButton(page).click();
    const queued = page.getByTestId('form-queued');
    await expect(queued).toContainText('werden gesendet, sobald Sie online sind');
    await expect(sendButton(page)).toBeDisabled();
    await expect.poll(() => persistedFormMutations(page)).toBe(1);

    await page.reload();
    await expect(stepHeading(page)).toHaveText('Bestätigung');
    await expect(queued).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    expect(await mailbox(request, email)).toHaveLength(0);

    await context.setOffline(false);
    const ref = page.getByTestId('signup-reference');
    await expect(ref).toContainText(/RS-\d{4}-\d{6}/, { timeout: 15_000 });
    const reference = /RS-\d{4}-\d{6}/.exec((await ref.textContent()) ?? '')?.[0];
    await expect.poll(async () => (await mailbox(request, email)).map((m) => m.subject)).toEqual([`Ihre Partner-Anmeldung ist eingegangen (${reference})`]);
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
    expect(await mailbox(request, email)).toHaveLength(1);
  });
});
