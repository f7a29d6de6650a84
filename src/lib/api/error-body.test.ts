import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body.ts';

describe('an API 400 body', () => {
  it('when the message names fields (the API\'s schema and menu errors), then each path gets its message', () => {
    const body = { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid request: categories.0.name: is required; categories.0.products.1.priceCents: must be at most 1000000' } };
    expect(readErrorBody(body)).toEqual({
      code: 'INVALID_ARGUMENT',
      message: body.error.message,
      fields: { 'categories.0.name': 'is required', 'categories.0.products.1.priceCents': 'must be at most 1000000' },
    });
  });

  it('when the menu rules refuse a product, then its path carries the whole reason', () => {
    const message = 'categories.0.products.0: cannot be ordered: option "extras" needs 1 value; categories.1.name: is required';
    expect(readErrorBody({ error: { message } }).fields).toEqual({
      'categories.0.products.0': 'cannot be ordered: option "extras" needs 1 value',
      'categories.1.name': 'is required',
    });
  });

  it('when the message names no field, then there are no fields', () => {
    expect(readErrorBody({ error: { message: 'Vendor has no products' } })).toEqual({ message: 'Vendor has no products', fields: {} });
    expect(readErrorBody(null)).toEqual({ fields: {} });
  });

  it('when the server lists fields itself, then those are taken', () => {
    expect(readErrorBody({ error: { message: 'x', fields: [{ path: ['zones', 0, 'feeCents'], message: 'must be at most 10000' }] } }).fields)
      .toEqual({ 'zones.0.feeCents': 'must be at most 10000' });
  });
});
