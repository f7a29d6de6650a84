/**
 * /careers (issue 12 item 4; spec 3 §2.5, §3, §4, §5, §9) in Chromium against the production build and the real
 * server: the 7 positions as selectable cards (department, Wien, work type, salary, description, three requirements)
 * and the 4 benefits; the wizard's Next (every §5 message by leaving its field empty, a field's message gone when it
 * is edited) and Back rules; the documents step saying there is no upload; the submit through the UI with the spinner
 * for at least 2 s, the success screen with the reference, one stored row (read through /rest/v1 as the service
 * role), one confirmation mail in the demo mailbox and home after 4 s. In Turkish: a 429 shown in the page's
 * language, then an offline submit queued and sent once when the network is back. axe on steps with messages, the
 * summary and the queue.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { DEV_JWT_SECRET, deriveProjectKeys } from '../../server/supabase/jwt.ts';
import { expect as baseExpect, expectAxeClean, gotoApp, test } from './fixtures.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// the submit waits for the server and its mail: allow for a busy machine
const expect = baseExpect.configure({ timeout: 15_000 });

const FORM_URL = '/api/v1/forms/job-application';
const SERVICE_KEY = deriveProjectKeys(DEV_JWT_SECRET).serviceRoleKey;

type JobRow = Record<string, unknown> & { reference: string };

/** The stored applications of an e-mail address, as the back office reads them (service role; anon can never read). */
async function applicationRows(request: APIRequestContext, email: string): Promise<JobRow[]> {
  const res = await request.get(`${BASE_URL}/rest/v1/job_applications?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as JobRow[];
}

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

const uniqueEmail = (tag: string) => `careers.${tag}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

function watchSubmissions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(FORM_URL)) seen.push(r);
  });
  return seen;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });

interface Ui {
  position: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  education: string;
  motivation: string;
  whyUs: string;
  cv: string;
  terms: string;
  privacy: RegExp;
  next: string;
}

const TR: Ui = {
  position: 'Veri Analisti', firstName: 'Ad', lastName: 'Soyad', email: 'E-posta', phone: 'Telefon numarası',
  experience: 'İş deneyimi', education: 'Eğitim', motivation: 'Motivasyon', whyUs: 'Neden Lieferzone?',
  cv: 'Özgeçmişimi e-postayla göndereceğim', terms: 'Kullanım koşullarını kabul ediyorum', privacy: /^Gizlilik politikasını/, next: 'İleri',
};

async function fillAll(page: Page, ui: Ui, email: string): Promise<void> {
  await page.getByRole('radio', { name: ui.position }).check();
  await page.getByRole('button', { name: ui.next }).click();
  await field(page, ui.firstName).fill('Ayşe');
  await field(page, ui.lastName).fill('Yılmaz');
  await field(page, ui.email).fill(email);
  await field(page, ui.phone).fill('+43 660 7654321');
  await page.getByRole('button', { name: ui.next }).click();
  await field(page, ui.experience).fill('3 yıl veri analizi');
  await field(page, ui.education).fill('İstatistik lisansı');
  await page.getByRole('button', { name: ui.next }).click();
  await field(page, ui.motivation).fill('Veriyle çalışmayı seviyorum');
  await field(page, ui.whyUs).fill('Yerel işletmeleri destekliyorsunuz');
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('checkbox', { name: ui.cv }).check();
  await page.getByRole('button', { name: ui.next }).click();
  await page.getByRole('checkbox', { name: ui.terms }).check();
  await page.getByRole('checkbox', { name: ui.privacy }).check();
}

test.describe('careers', () => {
  test('when the application is gone through in German, then every §5 message shows, Back keeps the entries, the spinner shows 2 s, the application is stored once with its mail, and home follows after 4 s', async ({ page, request }) => {
    const email = uniqueEmail('de');
    const posts = watchSubmissions(page);
    await gotoApp(page, '/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere bei Lieferzone');

    // 7 positions, all in Wien, each with three requirements; the 4 benefits
    const cards = page.locator('[data-testid^="position-"]');
    await expect(cards).toHaveCount(7);
    for (const card of await cards.all()) {
      await expect(card.getByRole('listitem')).toHaveCount(3);
      await expect(card).toContainText('Wien');
    }
    await expect(page.getByTestId('position-software-engineer')).toContainText('Entwicklung · Wien · Vollzeit · 45.000–65.000 € brutto pro Jahr');
    await expect(page.getByTestId('position-customer-support')).toContainText('Kundenservice · Wien · Vollzeit / Teilzeit · 28.000–38.000 €');
    await expect(page.getByTestId('position-intern')).toContainText('Verschiedene · Wien · Praktikum (3–6 Monate) · 800–1.200 € brutto pro Monat');
    await expect(page.getByTestId('careers-benefits').getByRole('listitem')).toHaveCount(4);

    const next = page.getByRole('button', { name: 'Weiter' });
    const back = page.getByRole('button', { name: 'Zurück' });
    await expect(page.getByText('Schritt 1 von 6')).toBeVisible();
    await expect(back).toBeDisabled();

    // step 1: a position is required; the message is linked to the group and goes when one is chosen
    await next.click();
    await expect(page.getByRole('group', { name: 'Offene Positionen' })).toHaveAccessibleDescription(/^Bitte wählen Sie eine Position/);
    await expect(page.getByRole('radio', { name: 'Software Engineer' })).toBeFocused();
    await expect(stepHeading(page, 'Position')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('radio', { name: 'Kundenservice-Mitarbeiter:in' }).check();
    await expect(page.getByText('Bitte wählen Sie eine Position')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Teilzeit' }).check();
    await next.click();

    // step 2: the four required fields; editing one clears its message; a malformed e-mail has its own
    await expect(stepHeading(page, 'Persönliche Daten')).toBeFocused();
    await expect(page.getByText('Schritt 2 von 6')).toBeVisible();
    await next.click();
    const step2 = [['Vorname', 'Vorname ist erforderlich'], ['Nachname', 'Nachname ist erforderlich'], ['E-Mail', 'E-Mail ist erforderlich'], ['Telefonnummer', 'Telefonnummer ist erforderlich']] as const;
    for (const [label, message] of step2) await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`^${message}`));
    await expect(field(page, 'Vorname')).toBeFocused();
    await expectAxeClean(page);
    await field(page, 'Vorname').fill('Klara');
    await expect(page.getByText('Vorname ist erforderlich')).toHaveCount(0);
    await expect(page.getByText('Nachname ist erforderlich')).toBeVisible();
    await field(page, 'E-Mail').fill('klara@example');
    await next.click();
    await expect(field(page, 'E-Mail')).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    await field(page, 'E-Mail').fill(email);
    await field(page, 'Nachname').fill('Huber');
    await field(page, 'Telefonnummer').fill('+43 660 1234567');
    await page.getByLabel(/^Wohnort/).fill('Wien');
    await next.click();

    // step 3, and Back keeps what was typed
    await expect(stepHeading(page, 'Erfahrung')).toBeFocused();
    await next.click();
    await expect(field(page, 'Berufserfahrung')).toHaveAccessibleDescription(/^Berufserfahrung ist erforderlich/);
    await expect(field(page, 'Ausbildung')).toHaveAccessibleDescription(/^Ausbildung ist erforderlich/);
    await back.click();
    await expect(stepHeading(page, 'Persönliche Daten')).toBeFocused();
    await expect(field(page, 'Vorname')).toHaveValue('Klara');
    await next.click();
    await field(page, 'Berufserfahrung').fill('4 Jahre Kundenservice im Handel');
    await expect(page.getByText('Berufserfahrung ist erforderlich')).toHaveCount(0);
    await field(page, 'Ausbildung').fill('Handelsschule Wien');
    await next.click();

    // step 4: start date "Nach Absprache" by default
    await expect(page.getByLabel(/^Frühester Eintritt/)).toHaveValue('Nach Absprache');
    await next.click();
    await expect(field(page, 'Motivation')).toHaveAccessibleDescription(/^Motivation ist erforderlich/);
    await expect(field(page, 'Warum Lieferzone?')).toHaveAccessibleDescription(/^Dieses Feld ist erforderlich/);
    await field(page, 'Motivation').fill('Ich helfe gern weiter');
    await field(page, 'Warum Lieferzone?').fill('Lokale Betriebe statt Konzerne');
    await next.click();

    // step 5: no upload, the documents go by e-mail; the CV box is required
    await expect(page.getByTestId('careers-documents-note')).toContainText('Dieses Formular nimmt keine Dateien an');
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await next.click();
    const cv = page.getByRole('checkbox', { name: 'Ich sende meinen Lebenslauf per E-Mail nach' });
    await expect(cv).toHaveAccessibleDescription(/^Lebenslauf ist erforderlich/);
    await cv.check();
    await expect(page.getByText('Lebenslauf ist erforderlich')).toHaveCount(0);
    await next.click();

    // step 6: the summary; both consents required
    const summary = page.getByTestId('careers-summary');
    await expect(summary).toContainText('Kundenservice-Mitarbeiter:in');
    await expect(summary).toContainText('Teilzeit');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText('Nach Absprache');
    const send = page.getByRole('button', { name: 'Bewerbung absenden' });
    await send.click();
    const terms = page.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen' });
    const privacy = page.getByRole('checkbox', { name: /^Ich akzeptiere die Datenschutzerklärung/ });
    await expect(terms).toHaveAccessibleDescription('Sie müssen die Nutzungsbedingungen akzeptieren');
    await expect(privacy).toHaveAccessibleDescription('Sie müssen die Datenschutzerklärung akzeptieren');
    await expectAxeClean(page);
    await terms.check();
    await privacy.check();
    expect(posts).toHaveLength(0);

    // the spinner for at least 2 s, then the success screen with the reference
    const clicked = Date.now();
    await send.click();
    await expect(page.getByTestId('careers-spinner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    const success = page.getByTestId('careers-success');
    await expect(success.getByRole('heading', { name: 'Bewerbung erfolgreich gesendet!' })).toBeFocused();
    const shownAt = Date.now();
    expect(shownAt - clicked).toBeGreaterThanOrEqual(2000);
    await expect(success).toContainText('innerhalb von 1–2 Wochen');
    await expect(page.getByTestId('careers-reference')).toHaveText(/^Ihre Referenznummer: JA-\d{4}-\d{6,}$/);
    const reference = ((await page.getByTestId('careers-reference').textContent()) ?? '').replace('Ihre Referenznummer: ', '');
    await expectAxeClean(page);

    // stored once, as sent
    const rows = await applicationRows(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference, position: 'customer-support', department: 'Kundenservice', work_type: 'parttime', first_name: 'Klara', last_name: 'Huber',
      city: 'Wien', address: null, postal_code: null, date_of_birth: null, start_date: 'Nach Absprache', skills: null,
      has_cv: true, has_cover_letter: false, accept_terms: true, accept_privacy: true, status: 'pending',
    });
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await mailbox(request, email)).map((m) => m.subject)).toEqual([`Ihre Bewerbung ist eingegangen (${reference})`]);

    // home after 4 s
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3500);
  });

  test('when a Turkish application meets a 429 and then no network, then both are said in Turkish and the queued application arrives once when back online', async ({ page, context, request }) => {
    const email = uniqueEmail('tr');
    await gotoApp(page, '/careers?lng=tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Lieferzone'da kariyer");
    await fillAll(page, TR, email);
    const send = page.getByRole('button', { name: 'Başvuruyu gönder' });

    await page.route(`**${FORM_URL}`, (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '60' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Too many submissions' } }) }),
    );
    await send.click();
    await expect(page.getByTestId('form-error')).toContainText('Başvuru gönderilirken hata oluştu');
    await expect(page.getByTestId('form-error')).toContainText('Bu bağlantıdan çok fazla gönderim yapıldı.');
    await expect(send).toBeEnabled();
    await page.unroute(`**${FORM_URL}`);

    const posts = watchSubmissions(page);
    await context.setOffline(true);
    await send.click();
    await expect(page.getByTestId('form-queued')).toHaveText(/çevrimiçi olduğunuzda gönderilecek/);
    await expect(page.getByRole('button', { name: 'Geri' })).toBeDisabled();
    await expectAxeClean(page);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Başvurunuz başarıyla gönderildi!' })).toBeVisible();
    await expect(page.getByTestId('careers-reference')).toHaveText(/JA-\d{4}-\d{6,}/);
    await expect.poll(async () => (await mailbox(request, email)).map((m) => m.subject.replace(/\(.*\)/, '()'))).toEqual(['Başvurunuz alındı ()']);
    const rows = await applicationRows(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ position: 'data-analyst', department: 'Analytics', work_type: 'fulltime', start_date: 'Görüşmeye bağlı' });
    expect(new Set(posts.map((r) => (r.postDataJSON() as { submissionId: string }).submissionId)).size).toBe(1);
  });
});
