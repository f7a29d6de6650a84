import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../domain/wire/receipt.ts';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import texts from '../../locales/de/lazy/receipt.json';
import { ReceiptView } from './receipt-view.tsx';

beforeAll(async () => {
  const i18n = await setupTestI18n('de');
  i18n.addResourceBundle('de', 'receipt', texts, true, true);
});

const receipt: Receipt = {
  orderId: '0e000000-0000-4000-8000-000000000001',
  orderNr: '100017',
  receiptNr: '000042',
  // 23:30 UTC on 30 November is 00:30 on 1 December in Vienna
  issuedAt: '2026-11-30T23:30:00.000Z',
  vendor: { label: 'Pizzeria <b>Testa</b>', address: 'Favoritenstraße 1, 1100 Wien', vatId: 'ATU10223006' },
  intermediary: { name: 'Lieferzone GmbH', address: 'Musterstraße 12, 4020 Linz', vatId: 'ATU12345678' },
  pickUp: false,
  canceled: false,
  payment: 'cash',
  lines: [
    { qty: 2, label: 'Pizza Margherita', options: ['Größe: Groß'], total: 24.8, vatRate: 10 },
    { qty: 1, label: 'Cola 0,5 l', options: [], total: 3, vatRate: 20 },
  ],
  subtotal: 27.8, deliveryFee: 2.5, minOrderFee: 0, tip: 2, total: 32.3,
  vat: [{ rate: 10, gross: 24.8, net: 22.55, tax: 2.25 }, { rate: 20, gross: 5.5, net: 4.58, tax: 0.92 }],
};

describe('the receipt view (issue 29)', () => {
  it('when a receipt is shown, then it has the restaurant, the lines, the fees, the tip, the total and the VAT per rate, with text as text', () => {
    render(<ReceiptView receipt={receipt} pdf={() => Promise.resolve(new Blob())} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Beleg 000042');
    expect(article.textContent).toContain('Pizzeria <b>Testa</b>');
    expect(article.querySelector('b')).toBeNull();
    expect(article.textContent).toContain('UID ATU10223006');
    expect(article.textContent).toContain('01.12.2026, 00:30');
    expect(article.textContent).toContain('Größe: Groß');
    expect(article.textContent).toContain('Liefergebühr (20 %)');
    expect(article.textContent).toContain('Trinkgeld (ohne USt.)');
    expect(article.querySelector('.receipt-total')?.textContent).toMatch(/Gesamt€\s32,30/);
    const row10 = screen.getByTestId('vat-10').textContent;
    expect(row10).toMatch(/10 %€\s22,55€\s2,25€\s24,80/);
    expect(screen.getByTestId('vat-20').textContent).toMatch(/20 %€\s4,58€\s0,92€\s5,50/);
    expect(article.textContent).toContain('§ 11 Abs. 6 UStG');
  });

  it('when the 80 mm print is chosen, then the slip is marked for its named page in receipt.css, with no inline style the CSP would block', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = render(<ReceiptView receipt={receipt} pdf={() => Promise.resolve(new Blob())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Drucken (80-mm-Bon)' }));
    expect(screen.getByRole('article').getAttribute('data-paper')).toBe('80mm');
    expect(container.querySelector('style')).toBeNull();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it('when the PDF cannot be had, then the page says so', async () => {
    render(<ReceiptView receipt={receipt} pdf={() => Promise.reject(new Error('offline'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das PDF konnte nicht geladen werden. Bitte versuchen Sie es noch einmal.');
  });
});
