/**
 * Helpers of the ethics spec: the report form's controls by their labels, the stored reports as the operator's back
 * office sees them — through the server's Supabase-compatible /rest/v1 with the service_role key (the test server
 * runs with the public development JWT secret, so the key is derived here as the server derives it; browsers, as
 * anon, can never read these tables) — and a case as the reporter's API answers it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { DEV_JWT_SECRET, deriveProjectKeys } from '../../server/supabase/jwt.ts';
import { expect } from './fixtures.ts';

const SERVICE_KEY = deriveProjectKeys(DEV_JWT_SECRET).serviceRoleKey;
const serviceHeaders = { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` };

export type ReportRow = Record<string, unknown> & { id: string; case_number: string; anonymous: boolean };

/** Every stored report of a case number (one, or none). */
export async function reportRows(request: APIRequestContext, caseNumber: string): Promise<ReportRow[]> {
  const res = await request.get(`${BASE_URL}/rest/v1/ethics_reports?select=*&case_number=eq.${encodeURIComponent(caseNumber)}`, { headers: serviceHeaders });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ReportRow[];
}

/** Every stored report whose description is exactly `description`. */
export async function reportsWithDescription(request: APIRequestContext, description: string): Promise<ReportRow[]> {
  const res = await request.get(`${BASE_URL}/rest/v1/ethics_reports?select=*&description=eq.${encodeURIComponent(description)}`, { headers: serviceHeaders });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ReportRow[];
}

/** The case as the reporter's API answers it (number and secret in the body). */
export async function lookUpCase(request: APIRequestContext, caseNumber: string, caseSecret: string): Promise<{ status: string; messages: { author: string; body: string; clientId: string }[] }> {
  const res = await request.post(`${BASE_URL}/api/v1/ethics-cases/lookup`, { data: { caseNumber, caseSecret } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { status: string; messages: { author: string; body: string; clientId: string }[] };
}

export const field = {
  category: (page: Page) => page.getByRole('combobox', { name: /^Kategorie/ }),
  description: (page: Page) => page.getByLabel(/^Beschreibung/),
  location: (page: Page) => page.getByLabel(/^Ort/),
  incidentDate: (page: Page) => page.getByLabel(/^Datum des Vorfalls/),
  witnesses: (page: Page) => page.getByLabel(/^Zeuginnen und Zeugen/),
  evidence: (page: Page) => page.getByLabel(/^Beweise/),
  anonymous: (page: Page) => page.getByRole('checkbox', { name: 'Anonym melden' }),
  contactName: (page: Page) => page.getByLabel(/^Name/),
  contactEmail: (page: Page) => page.getByLabel(/^E-Mail/),
  contactPhone: (page: Page) => page.getByLabel(/^Telefon/),
};

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Meldung absenden' });

/** The success panel's case number and secret (as shown: the secret in dash-separated groups). */
export async function shownCase(page: Page): Promise<{ caseNumber: string; caseSecret: string }> {
  await expect(page.getByTestId('ethics-case-number')).toHaveText(/^EC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('ethics-case-secret')).toHaveText(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}-[0-9A-Z]{6}$/);
  return {
    caseNumber: (await page.getByTestId('ethics-case-number').textContent()) ?? '',
    caseSecret: (await page.getByTestId('ethics-case-secret').textContent()) ?? '',
  };
}

/** Opens /ethics-hotline/case and types number and secret. */
export async function openCase(page: Page, caseNumber: string, caseSecret: string): Promise<void> {
  await page.getByLabel(/^Fallnummer/).fill(caseNumber);
  await page.getByLabel(/^Zugangscode/).fill(caseSecret);
  await page.getByRole('button', { name: 'Fall öffnen' }).click();
}
