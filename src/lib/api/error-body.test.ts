import { describe, expect, it } from 'vitest';
import { refusedFields } from './error-body.ts';
import { HttpError, readErrorBody } from './errors.ts';

/** The HttpError the client makes of a 400 with this body. */
const refusal = (body: unknown) => new HttpError({ status: 400, ...readErrorBody(body) });

describe('an API 400 body', () => {
  it('when the message names fields (the API\'s schema and menu errors), then each path gets its message', () => {
    const body = { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid request: categories.0.name: is required; categories.0.products.1.priceCents: must be at most 1000000' } };
    expect(readErrorBody(body)).toEqual({ code: 'INVALID_ARGUMENT', message: body.error.message, fields: {} });
    expect(refusedFields(refusal(body))).toEqual({ 'categories.0.name': 'is required', 'categories.0.products.1.priceCents': 'must be at most 1000000' });
  });

  it('when the menu rules refuse a product, then its path carries the whole reason', () => {
    const message = 'categories.0.products.0: cannot be ordered: option "extras" needs 1 value; categories.1.name: is required';
    expect(refusedFields(refusal({ error: { message } }))).toEqual({
      'categories.0.products.0': 'cannot be ordered: option "extras" needs 1 value',
      'categories.1.name': 'is required',
    });
  });

  it('when the message names no field, then there are no fields', () => {
    expect(readErrorBody({ error: { message: 'Vendor has no products' } })).toMatchObject({ message: 'Vendor has no products', fields: {} });
    expect(refusedFields(refusal({ error: { message: 'Vendor has no products' } }))).toEqual({});
    expect(readErrorBody(null)).toEqual({ code: undefined, message: undefined, fields: {} });
  });

  it('when the server lists fields itself, then those are taken', () => {
    const listed = { error: { message: 'x.y: not this', fields: { 'zones.0.feeCents': 'must be at most 10000', n: 3 } } };
    expect(readErrorBody(listed).fields).toEqual({ 'zones.0.feeCents': 'must be at most 10000' });
    expect(refusedFields(refusal(listed))).toEqual({ 'zones.0.feeCents': 'must be at most 10000' });
    expect(readErrorBody({ error: { code: 'INVALID', fields: { city: 'forms:errors.cityRequired' } } })).toEqual({ code: 'INVALID', message: undefined, fields: { city: 'forms:errors.cityRequired' } });
  });
});
