/**
 * Ethics and whistleblower report (issue 12 item 5, spec 3 §2.12, §4, §5, §8, §9) against the production build and
 * the real server: an anonymous report stores no contact data, IP or user agent; a report with contact data stores
 * it; the case number and one-time secret stay on screen until the reporter noted them, then the form comes back
 * empty after 5 s; the follow-up opens a case with number + secret only (a wrong secret reads like an unknown
 * number) and sends a message once, also after an offline pause; every form message;
 * /whistleblower is the same page; axe.
 */
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import {
  field, lookUpCase, openCase, reportRows, reportsWithDescription, shownCase, submitButton,
} from './ethics-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const NOT_FOUND = 'Wir haben keinen Fall mit dieser Fallnummer und diesem Zugangscode gefunden. Bitte prüfen Sie beide Angaben.';

test.describe('ethics hotline', () => {
  test('when a report is sent anonymously, then the case stays shown until noted, the form empties 5 s later and the row holds no contact data, IP or user agent', async ({ page, request }) => {
    await page.clock.install();
    await gotoApp(page, '/ethics-hotline');
    const description = `Anonym: Rechnungen an Partner werden doppelt gestellt (${Date.now()}).`;
    await field.category(page).selectOption({ label: 'Betrug' });
    await field.description(page).fill(description);
    await field.location(page).fill('Lager Linz');
    await field.incidentDate(page).fill('2026-01-15');
    await field.witnesses(page).fill('Zwei Kolleginnen aus der Buchhaltung');
    await field.evidence(page).fill('Rechnungskopien im Ordner 2026');
    // contact typed first, then "anonymous": the fields disappear and nothing of them is sent
    await field.contactName(page).fill('Erika Muster');
    await field.contactEmail(page).fill('erika@example.at');
    await field.contactPhone(page).fill('+43 660 1234567');
    await field.anonymous(page).check();
    await expect(field.contactName(page)).toHaveCount(0);
    await expect(field.contactEmail(page)).toHaveCount(0);
    await expect(field.contactPhone(page)).toHaveCount(0);
    // the draft lives in this tab's session storage only
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lz.form-draft.ethics') ?? '')).toContain('Lager Linz');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Lager Linz');

    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank – Ihre Meldung ist eingegangen' })).toBeFocused();
    const { caseNumber, caseSecret } = await shownCase(page);
    await expect(page.getByText('Der Zugangscode wird nur dieses eine Mal angezeigt')).toBeVisible();

    // no timer takes the secret away before the reporter confirms having noted it
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('ethics-case-secret')).toHaveText(caseSecret);
    await page.getByRole('button', { name: 'Ich habe Fallnummer und Zugangscode notiert' }).click();
    await expect(page.getByTestId('ethics-case-secret')).toHaveCount(0);
    await expect(page.getByText('Danke! In 5 Sekunden wird das Formular geleert und wieder angezeigt.')).toBeVisible();
    // the clock also flows by itself: 4 s after the click the form is not back, by 5.5 s it is
    await page.clock.runFor(4_000);
    await expect(submitButton(page)).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(submitButton(page)).toBeVisible();
    await expect(field.category(page)).toHaveValue('');
    await expect(field.description(page)).toHaveValue('');
    await expect(field.location(page)).toHaveValue('');
    await expect(field.anonymous(page)).not.toBeChecked();
    await expect(field.contactName(page)).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('Lager Linz');

    const rows = await reportRows(request, caseNumber);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      category: 'fraud', description, location: 'Lager Linz', incident_date: '2026-01-15', witnesses: 'Zwei Kolleginnen aus der Buchhaltung',
      evidence: 'Rechnungskopien im Ordner 2026', anonymous: true, status: 'submitted', contact_name: null, contact_email: null, contact_phone: null,
    });
    // nothing that could name the reporter: no such columns, and none of the request's identifiers in any value
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const stored = JSON.stringify(row);
    for (const trace of ['127.0.0.1', userAgent, 'Erika', 'erika@example.at', '1234567']) expect(stored).not.toContain(trace);
    expect(Object.keys(row).sort()).toEqual([
      'anonymous', 'case_number', 'case_secret_hash', 'category', 'contact_email', 'contact_name', 'contact_phone', 'created_at', 'description',
      'evidence', 'id', 'incident_date', 'location', 'reference', 'resolution', 'status', 'submission_hash', 'submission_id', 'witnesses',
    ]);
    // the secret itself is not stored, only its sha256
    expect(stored).not.toContain(caseSecret.replace(/-/g, ''));
    expect(row.case_secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('when a report with contact data is followed up, then number + secret open it, a wrong secret reads like an unknown case, a message sent offline arrives once', async ({ page, request }) => {
    await gotoApp(page, '/ethics-hotline');
    const description = `Belästigung im Fahrerteam, Meldung mit Kontakt (${Date.now()}).`;
    await field.category(page).selectOption({ label: 'Belästigung' });
    await field.description(page).fill(description);
    await field.contactName(page).fill('Max Beispiel');
    await field.contactEmail(page).fill('max.beispiel@example.at');
    await field.contactPhone(page).fill('+43 664 7654321');
    await submitButton(page).click();
    const { caseNumber, caseSecret } = await shownCase(page);
    const [row] = await reportRows(request, caseNumber);
    expect(row).toMatchObject({
      category: 'harassment', description, anonymous: false, contact_name: 'Max Beispiel', contact_email: 'max.beispiel@example.at', contact_phone: '+43 664 7654321',
    });

    await gotoApp(page, '/ethics-hotline/case');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Meldung verfolgen');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ethics-cases/')) lookups.push(`${r.method()} ${r.url()}`);
    });
    // wrong secret (one character changed) and unknown number: the same neutral answer
    const wrongSecret = (caseSecret.startsWith('A') ? 'B' : 'A') + caseSecret.slice(1);
    await openCase(page, caseNumber, wrongSecret);
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
    const unknownNumber = caseNumber.endsWith('0') ? `${caseNumber.slice(0, -1)}1` : `${caseNumber.slice(0, -1)}0`;
    await openCase(page, unknownNumber, caseSecret);
    await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
    // typed as people copy it: lower case, spaces instead of dashes
    await openCase(page, caseNumber.toLowerCase(), caseSecret.toLowerCase().replace(/-/g, ' '));
    await expect(page.getByRole('heading', { name: `Fall ${caseNumber}` })).toBeFocused();
    await expect(page.getByTestId('ethics-case-status')).toHaveText('Eingegangen');
    await expect(page.getByText('Noch keine Nachrichten.')).toBeVisible();
    // number and secret travel in the body, never in a URL
    expect(lookups.length).toBe(3);
    for (const l of lookups) {
      expect(l).toMatch(/^POST .*\/api\/v1\/ethics-cases\/lookup$/);
      expect(l).not.toContain(caseNumber);
    }

    // an empty message is refused in the page
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByTestId('ethics-case-message-error')).toHaveText('Bitte schreiben Sie eine Nachricht');

    // offline: the message waits and is sent once when the network is back
    const message = 'Es gibt eine weitere Zeugin, sie meldet sich bei Ihnen.';
    await page.getByLabel('Ihre Nachricht an die Ethikstelle').fill(message);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByTestId('ethics-message-queued')).toHaveText('Sie sind offline. Ihre Nachricht wird gesendet, sobald Sie online sind.');
    await page.context().setOffline(false);
    await expect(page.getByTestId('ethics-thread').getByText(message)).toBeVisible();
    await expect(page.getByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
    await expect(page.getByLabel('Ihre Nachricht an die Ethikstelle')).toHaveValue('');
    // stored once: the server's own view of the case
    const seen = await lookUpCase(request, caseNumber, caseSecret);
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([['reporter', message]]);
    // "refresh" reads the case again (the thread stays, nothing is sent twice)
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Der Fall ist auf dem neuesten Stand.')).toBeVisible();
    await expect(page.getByTestId('ethics-thread').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('ethics-thread').getByRole('listitem')).toContainText('Sie');

    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Fall schließen' }).click();
    await expect(page.getByLabel(/^Zugangscode/)).toHaveValue('');
  });

  test('when the form is sent empty or wrong, then every message shows at its field and clears on edit; "clear" empties every field', async ({ page }) => {
    await gotoApp(page, '/ethics-hotline');
    await submitButton(page).click();
    await expect(page.getByTestId('ethics-category-error')).toHaveText('Bitte wählen Sie eine Kategorie');
    await expect(page.getByTestId('ethics-description-error')).toHaveText('Beschreibung ist erforderlich');
    await expect(field.category(page)).toBeFocused();
    await expect(field.category(page)).toHaveAttribute('aria-describedby', /ethics-category-error/);
    await expect(field.category(page)).toHaveAttribute('aria-invalid', 'true');

    await field.category(page).selectOption('privacy');
    await expect(page.getByTestId('ethics-category-error')).toHaveCount(0);
    await field.description(page).fill('   ');
    await field.contactEmail(page).fill('max@beispiel');
    await field.incidentDate(page).fill('2099-01-01');
    await submitButton(page).click();
    await expect(page.getByTestId('ethics-description-error')).toHaveText('Beschreibung ist erforderlich');
    await expect(page.getByTestId('ethics-contact-email-error')).toHaveText('Ungültige E-Mail-Adresse');
    await expect(page.getByTestId('ethics-incident-date-error')).toHaveText('Ungültiges Datum');
    await field.description(page).fill('Daten von Kundinnen werden per Messenger geteilt.');
    await expect(page.getByTestId('ethics-description-error')).toHaveCount(0);

    // anonymous drops the (wrong) e-mail: it can no longer hold the report up
    await field.anonymous(page).check();
    await expect(page.getByTestId('ethics-contact-email-error')).toHaveCount(0);
    await field.anonymous(page).uncheck();
    await expect(field.contactEmail(page)).toHaveValue('');

    await field.witnesses(page).fill('niemand');
    await page.getByRole('button', { name: 'Formular leeren' }).click();
    for (const f of [field.category, field.description, field.witnesses, field.incidentDate, field.contactEmail]) await expect(f(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Meldung abgeben' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lz.form-draft.ethics'))).toBeNull();
  });

  test('when the server refuses, then the red ethics message stands above the form with the reason, per field in the page language, and the text is kept', async ({ page }) => {
    let answer: { status: number; body: unknown } = {
      status: 429,
      body: { error: { code: 429, message: 'Too many submissions from this connection.', status: 'RESOURCE_EXHAUSTED' } },
    };
    await page.route('**/api/v1/forms/ethics-report', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', json: answer.body }));
    await gotoApp(page, '/ethics-hotline');
    await field.category(page).selectOption('safety');
    await field.description(page).fill('Notausgang im Lager ist zugestellt.');
    await submitButton(page).click();
    const error = page.getByTestId('form-error');
    await expect(error).toContainText('Ihre Meldung konnte nicht gesendet werden.');
    await expect(error).toContainText('Zu viele Einsendungen von dieser Verbindung.');
    // above the form, not below it
    const errorBox = (await error.boundingBox())!;
    const categoryBox = (await field.category(page).boundingBox())!;
    expect(errorBox.y).toBeLessThan(categoryBox.y);
    await expect(field.description(page)).toHaveValue('Notausgang im Lager ist zugestellt.');
    await expect(submitButton(page)).toBeEnabled();

    answer = {
      status: 400,
      body: { error: { code: 400, message: 'Invalid request', status: 'INVALID_ARGUMENT', fields: { description: 'forms:errors.descriptionRequired' } } },
    };
    await gotoApp(page, '/ethics-hotline?lng=en');
    // the draft came back with the page (same tab)
    await expect(page.getByLabel(/^Description/)).toHaveValue('Notausgang im Lager ist zugestellt.');
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByTestId('form-error')).toContainText('Your report could not be sent.');
    await expect(page.getByTestId('ethics-description-error')).toHaveText('Description is required');
  });

  test('when the report is sent offline, then it waits visibly and arrives exactly once when the network is back', async ({ page, request }) => {
    await gotoApp(page, '/ethics-hotline');
    const description = `Offline gemeldet: Trinkgelder werden einbehalten (${Date.now()}).`;
    await field.category(page).selectOption({ label: 'Sonstiges' });
    await field.description(page).fill(description);
    await field.anonymous(page).check();
    await page.context().setOffline(true);
    await submitButton(page).click();
    await expect(page.getByTestId('form-queued')).toContainText('gesendet, sobald Sie online sind');
    await expect(field.description(page)).toBeDisabled();
    await expect(submitButton(page)).toBeDisabled();
    await page.context().setOffline(false);
    const { caseNumber } = await shownCase(page);
    const rows = await reportsWithDescription(request, description);
    expect(rows.map((r) => r.case_number)).toEqual([caseNumber]);
  });

  test('when /ethics-hotline and /whistleblower are opened, then both show the same page (cards, protection, steps, commitments) and pass axe', async ({ page }) => {
    for (const path of ['/ethics-hotline', '/whistleblower']) {
      await gotoApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ethik- und Hinweisgeberstelle');
      await expect(page).toHaveTitle('Ethik- und Hinweisgeberstelle – Lieferzone');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ethics-hotline$/);
      const contact = page.getByRole('region', { name: 'So erreichen Sie uns' });
      await expect(contact.getByRole('listitem')).toHaveCount(3);
      await expect(contact.getByRole('heading', { name: /Telefon-Hotline/ })).toContainText('24/7');
      await expect(contact.getByRole('link', { name: /^\+43/ })).toHaveAttribute('href', /^tel:\+43\d+$/);
      await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('region', { name: 'Ihr Schutz' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'So geht es weiter' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Unsere Verpflichtungen' }).getByRole('listitem')).toHaveCount(4);
      const options = await field.category(page).locator('option').allTextContents();
      expect(options).toEqual(['– Kategorie auswählen –', 'Betrug', 'Belästigung', 'Sicherheit', 'Datenschutz', 'Interessenkonflikt', 'Vergeltungsmaßnahmen', 'Sonstiges']);
      await contact.getByRole('link', { name: 'Zum Formular' }).click();
      await expect(page.getByRole('heading', { name: 'Meldung abgeben' })).toBeFocused();
      await expectAxeClean(page);
    }
    await page.getByRole('link', { name: 'Meine Meldung verfolgen' }).click();
    await expect(page).toHaveURL(/\/ethics-hotline\/case$/);
    await expectAxeClean(page);
  });
});
