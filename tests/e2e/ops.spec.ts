/**
 * The operators' back office (issue 16) end to end against the real server in demo mode: a restaurant signs up →
 * the demo operator accepts it on /ops → builds its menu (two categories, three products, one option group) and
 * delivery zone → publishes → a customer finds it for 4020 and orders → the restaurant's desk (its account from the
 * invitation mail) accepts the order. And an anonymous ethics report answered on /ops and read by the reporter with
 * number + secret, its deadlines shown and highlighted when overdue. axe on every /ops page; an unknown inbox is said
 * so; a desk account is refused by the back office.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { field, openCase, reportRows, shownCase, submitButton } from './ethics-helpers.ts';
import {
  changeStatus, invitationLink, openEntry, operatorSignIn, opsSignInRegion, orderMargheritaWithOlives, setCreatedAt, signUpRestaurant,
  statusLine, submitOpsSignIn,
} from './ops-helpers.ts';

test.describe('operator back office', () => {
  test.setTimeout(180_000);

  test('when a restaurant signs up and an operator accepts, builds and publishes it, then a customer orders and its desk accepts', async ({ page, browser }) => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Trattoria Ops ${suffix}`;
    const owner = `owner-${suffix}@trattoria.example.com`;

    // 1. the sign-up, as a restaurant sends it
    await gotoApp(page, '/restaurant-signup');
    const reference = await signUpRestaurant(page, name, owner);

    // 2. the operator signs in (the demo hint links to the demo operator's page) and opens the sign-up
    await gotoApp(page, '/ops');
    await expect(page.getByRole('heading', { level: 1, name: 'Backoffice-Anmeldung' })).toBeVisible();
    await expect(page.getByTestId('ops-demo-hint').getByRole('link', { name: 'auf der Demo-Seite' })).toHaveAttribute('href', '/dev/operator');
    await expectAxeClean(page);
    await operatorSignIn(page);
    await expectAxeClean(page);
    await openEntry(page, 'Restaurant-Anmeldungen', reference);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${reference} · ${name}`);
    await expect(page.getByRole('region', { name: 'Angaben' })).toContainText(owner);
    await expectAxeClean(page);

    // 3. workflow with an internal note: pending → in review → accepted (a final step, confirmed in a dialog)
    await changeStatus(page, 'In Prüfung', 'Gewerbeschein geprüft');
    await expect(statusLine(page)).toHaveText('Status geändert: In Prüfung.');
    const audit = page.getByTestId('ops-audit');
    await expect(audit.getByRole('listitem')).toHaveCount(1);
    await expect(audit).toContainText('Status: Offen → In Prüfung');
    await expect(audit).toContainText('Notiz: Gewerbeschein geprüft');
    await expect(page.getByRole('radio', { name: 'Offen' })).toHaveCount(0);
    await changeStatus(page, 'Angenommen');
    const confirm = page.getByRole('alertdialog', { name: 'Annehmen?' });
    await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Angenommen' }).click();
    await expect(statusLine(page)).toHaveText('Status geändert: Angenommen.');
    await expect(audit.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Dieser Eintrag ist abgeschlossen.')).toBeVisible();
    await page.getByRole('link', { name: 'Restaurant, Liefergebiet und Speisekarte bearbeiten' }).click();

    // 4. the draft vendor: zone fee and minimum order, then the menu
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Entwurf (nicht gelistet)')).toBeVisible();
    await expect(page.getByLabel('Postleitzahlen (mit Komma getrennt)')).toHaveValue('4020');
    await page.getByLabel('Liefergebühr (€)').fill('1,90');
    await page.getByLabel('Mindestbestellwert (€)').fill('10,00');
    await page.getByRole('button', { name: 'Liefergebiet speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Liefergebiet gespeichert.' })).toBeVisible();

    const menu = page.getByTestId('ops-menu-form');
    await menu.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    const pizza = menu.getByRole('group', { name: /^Kategorie: / }).first();
    await pizza.getByLabel('Name der Kategorie').fill('Pizza');
    const margherita = pizza.getByRole('group', { name: /^Produkt: / }).first();
    await margherita.getByLabel('Produktname').fill('Margherita');
    await margherita.getByLabel('Preis (€)').fill('8,9x');
    await margherita.getByRole('checkbox', { name: 'A – Gluten' }).check();
    await margherita.getByRole('checkbox', { name: 'G – Milch' }).check();
    // client validation with the shared schema: the euro field is refused, focused, and nothing is sent
    let menuPuts = 0;
    page.on('request', (r) => { if (r.method() === 'PUT' && r.url().endsWith('/menu')) menuPuts += 1; });
    await menu.getByRole('button', { name: 'Speisekarte speichern' }).click();
    const price = margherita.getByLabel('Preis (€)');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    await expect(margherita.getByText('Bitte einen Betrag in Euro eingeben, z. B. 8,90.')).toBeVisible();
    await expect(menu.getByRole('status')).toHaveText('Bitte prüfen Sie die markierten Felder.');
    expect(menuPuts).toBe(0);
    await price.fill('8,90');

    await margherita.getByRole('button', { name: 'Optionsgruppe hinzufügen zu Margherita' }).click();
    const extras = margherita.getByRole('group', { name: /^Optionsgruppe: / });
    await extras.getByLabel('Name der Optionsgruppe').fill('Extras');
    await extras.getByLabel('Mindestens wählen').fill('0');
    await extras.getByLabel('Höchstens wählen').fill('2');
    await extras.getByLabel('Option 1', { exact: true }).fill('Oliven');
    await extras.getByLabel('Aufpreis Option 1 (€)').fill('1,50');
    await extras.getByRole('button', { name: 'Option hinzufügen' }).click();
    await extras.getByLabel('Option 2', { exact: true }).fill('Salami');
    await extras.getByLabel('Aufpreis Option 2 (€)').fill('2,00');

    await pizza.getByRole('button', { name: 'Produkt hinzufügen zu Pizza' }).click();
    const funghi = pizza.getByRole('group', { name: /^Produkt: / }).nth(1);
    await funghi.getByLabel('Produktname').fill('Funghi');
    await funghi.getByLabel('Preis (€)').fill('9,50');

    await menu.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    const drinks = menu.getByRole('group', { name: /^Kategorie: / }).nth(1);
    await drinks.getByLabel('Name der Kategorie').fill('Getränke');
    const almdudler = drinks.getByRole('group', { name: /^Produkt: / }).first();
    await almdudler.getByLabel('Produktname').fill('Almdudler');
    await almdudler.getByLabel('Preis (€)').fill('3,20');
    await almdudler.getByLabel('USt.-Satz').selectOption('20');
    // a 400 of the server (here answered by the test, once) lands on the field its path names
    await page.route('**/api/v1/ops/vendors/*/menu', (route) => route.fulfill({
      status: 400,
      json: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid request: categories.1.products.0.priceCents: must be at most 1000000' } },
    }), { times: 1 });
    await menu.getByRole('button', { name: 'Speisekarte speichern' }).click();
    const drinkPrice = almdudler.getByLabel('Preis (€)');
    await expect(drinkPrice).toHaveAttribute('aria-invalid', 'true');
    await expect(drinkPrice).toBeFocused();
    await expect(almdudler.getByText('Höchstens 1000000.')).toBeVisible();
    await expect(menu.getByRole('status')).toContainText('Nicht gespeichert');
    await menu.getByRole('button', { name: 'Speisekarte speichern' }).click();
    await expect(menu.getByRole('status')).toHaveText('Speisekarte gespeichert.');
    await expect(drinkPrice).not.toHaveAttribute('aria-invalid', 'true');
    expect(menuPuts).toBe(2);
    await expectAxeClean(page);

    // 5. publish (confirmed in a dialog that counts the products)
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    const publish = page.getByRole('alertdialog', { name: 'Restaurant veröffentlichen?' });
    await expect(publish).toContainText('mit 3 Produkten');
    await publish.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Veröffentlicht:/ })).toBeVisible();
    await expect(page.locator('.ops-chip').filter({ hasText: 'Veröffentlicht' })).toBeVisible();

    // 6. the restaurant's desk: password from the invitation's one-time link, then signed in on /desk
    const deskContext = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    const desk = await deskContext.newPage();
    await desk.goto(await invitationLink(page, owner));
    const reset = desk.getByRole('dialog');
    await expect(reset.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
    const deskPassword = `Desk-${randomUUID().slice(0, 12)}`;
    await reset.getByLabel('Neues Passwort', { exact: true }).fill(deskPassword);
    await reset.getByLabel('Neues Passwort bestätigen').fill(deskPassword);
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(reset).toHaveCount(0);
    await gotoApp(desk, '/desk');
    const deskSignIn = desk.getByRole('region', { name: 'Anmeldung für Restaurants' });
    await deskSignIn.getByLabel('E-Mail').fill(owner);
    await deskSignIn.getByLabel('Passwort').fill(deskPassword);
    await deskSignIn.getByRole('button', { name: 'Anmelden' }).click();
    await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();

    // 7. a customer finds it for 4020 and orders Margherita with olives: 8,90 + 1,50 = 10,40; + fee 1,90 = 12,30
    const customerContext = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    const customer = await customerContext.newPage();
    await orderMargheritaWithOlives(customer, name);
    const nr = ((await customer.getByTestId('order-number').textContent()) ?? '').trim();
    expect(nr).not.toBe('');

    // 8. the desk sees the order (the demo kitchen leaves a present desk's orders alone) and accepts it
    const card = desk.locator(`[data-testid="desk-order"][data-nr="${nr}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('Margherita');
    await card.getByRole('button', { name: 'Annehmen' }).click();
    await desk.getByRole('dialog', { name: `Bestellung ${nr} annehmen` }).getByRole('button', { name: '20 min' }).click();
    await expect(card).toHaveAttribute('data-state', 'ACCEPTED');

    // the desk account is no operator: the back office signs it out again with a message
    await gotoApp(desk, '/ops');
    await submitOpsSignIn(desk, owner, deskPassword);
    await expect(opsSignInRegion(desk).getByRole('alert')).toHaveText('Dieses Konto hat keinen Zugang zum Backoffice.');
    await expect(desk.getByRole('navigation', { name: 'Posteingänge' })).toHaveCount(0);
    await deskContext.close();
    await customerContext.close();
  });

  test('when an anonymous ethics report is answered on /ops, then the reporter reads the reply with number + secret and overdue deadlines stand out', async ({ page, browser }) => {
    // the report, as an anonymous reporter sends it
    const reporter = await (await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' })).newPage();
    await gotoApp(reporter, '/ethics-hotline');
    const description = `Ops-Test: Trinkgeld wird nicht ausgezahlt (${randomUUID().slice(0, 8)}).`;
    await field.category(reporter).selectOption({ label: 'Betrug' });
    await field.description(reporter).fill(description);
    await field.anonymous(reporter).check();
    await submitButton(reporter).click();
    const { caseNumber, caseSecret } = await shownCase(reporter);
    const [row] = await reportRows(page.request, caseNumber);
    const reference = String(row?.reference);
    // received 8 days ago: the 7-day acknowledgement is overdue, the 3-month feedback not yet
    const received = new Date(Date.now() - 8 * 24 * 3600_000);
    await setCreatedAt(page.request, 'ethics_reports', String(row?.id), received);

    await gotoApp(page, '/ops/inbox/briefe');
    await operatorSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Diesen Posteingang gibt es nicht.' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Posteingänge' }).getByRole('link', { name: 'Ethik-Hinweise' }).click();
    // the status filter: the new case is open, so "accepted" finds nothing and "open" finds it
    await page.getByLabel('Suche (Nummer, Name, E-Mail)').fill(reference);
    await page.getByLabel('Status', { exact: true }).selectOption('Angenommen');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page.getByText('Keine Einträge für diesen Filter.')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('Offen');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/status=pending/);
    const listRow = page.getByRole('row').filter({ hasText: reference });
    await expect(listRow).toHaveClass(/ops-row--overdue/);
    await expect(listRow).toContainText('Überfällig');
    await expectAxeClean(page);
    // the filtered list as CSV (UTF-8 with BOM for Excel): the header and exactly this case
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Als CSV exportieren' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lieferzone-ethics-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    await expect(page.getByRole('status').filter({ hasText: /^Export / })).toHaveText(`Export ${download.suggestedFilename()} heruntergeladen.`);
    await listRow.getByRole('link', { name: reference }).click();

    await expect(page.getByText('Anonym eingereicht')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hinweis' }).getByText(caseNumber)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Angaben' })).toContainText(description);
    const deadlines = page.getByTestId('ops-deadlines');
    const day = (ms: number) => new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeZone: 'Europe/Vienna' }).format(new Date(ms));
    const ack = deadlines.locator('dd').nth(0);
    await expect(ack).toContainText(day(received.getTime() + 7 * 24 * 3600_000));
    await expect(ack).toContainText('Überfällig');
    await expect(ack).toHaveClass(/ops-deadline--overdue/);
    const feedbackDue = new Date(received);
    feedbackDue.setMonth(feedbackDue.getMonth() + 3);
    await expect(deadlines.locator('dd').nth(1)).toContainText(day(feedbackDue.getTime()));
    await expect(deadlines.locator('dd').nth(1)).not.toContainText('Überfällig');
    await expectAxeClean(page);

    // keyboard only: the final step's confirmation traps the focus, Escape closes it and gives the focus back
    await page.getByRole('radio', { name: 'Abgelehnt' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Abgelehnt' })).toBeChecked();
    const change = page.getByRole('button', { name: 'Status ändern' });
    await change.focus();
    await expect(change).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    const reject = page.getByRole('alertdialog', { name: 'Ablehnen?' });
    await expect(reject.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject.getByRole('button', { name: 'Abgelehnt' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(reject).toHaveCount(0);
    await expect(change).toBeFocused();
    await expect(page.getByTestId('ops-audit').getByRole('listitem')).toHaveCount(0);

    // the reply: announced, listed, and the acknowledgement no longer overdue
    const reply = `Danke für Ihren Hinweis ${caseNumber}. Wir prüfen die Abrechnung.`;
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByLabel('Antwort an die hinweisgebende Person')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Antwort an die hinweisgebende Person').fill(reply);
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Antwort gesendet.' })).toBeVisible();
    const thread = page.getByRole('region', { name: 'Hinweis' }).getByRole('listitem');
    await expect(thread).toHaveCount(1);
    await expect(thread).toContainText('Lieferzone');
    await expect(thread).toContainText(reply);
    await expect(page.getByTestId('ops-audit')).toContainText('Antwort gesendet');
    await expect(ack).not.toContainText('Überfällig');
    await expect(page.getByLabel('Antwort an die hinweisgebende Person')).toHaveValue('');

    // the reporter reads it with number + secret
    await gotoApp(reporter, '/ethics-hotline/case');
    await openCase(reporter, caseNumber, caseSecret);
    await expect(reporter.getByTestId('ethics-thread').getByText(reply)).toBeVisible();
    await reporter.context().close();
  });
});
