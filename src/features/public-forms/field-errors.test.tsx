import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { EMPTY_COURIER_APPLICATION, courierStepSchemas, type CourierApplicationForm } from '../../domain/forms/courier.ts';
import { FORM_ERRORS } from '../../domain/forms/messages.ts';
import { applyFieldErrors, stepOfFields, validateStep } from './field-errors.ts';

const setup = () => renderHook(() => useForm<CourierApplicationForm>({ defaultValues: EMPTY_COURIER_APPLICATION })).result;

describe('field messages of the public forms', () => {
  it('when Next is pressed on an empty first step, then each of its fields gets its own message key', () => {
    const form = setup();
    let ok = true;
    act(() => {
      ok = validateStep(form.current, courierStepSchemas[0]);
    });
    expect(ok).toBe(false);
    expect(form.current.getFieldState('firstName').error?.message).toBe(FORM_ERRORS.firstNameRequired);
    expect(form.current.getFieldState('email').error?.message).toBe(FORM_ERRORS.emailRequired);
    expect(form.current.getFieldState('dateOfBirth').error?.message).toBe(FORM_ERRORS.dateOfBirthRequired);
    expect(form.current.getFieldState('iban').error).toBeUndefined();
  });

  it('when a motorcycle is chosen without the licence box, then step 2 refuses with the licence message', () => {
    const form = setup();
    act(() => form.current.setValue('vehicleType', 'motorcycle'));
    let ok = true;
    act(() => {
      ok = validateStep(form.current, courierStepSchemas[1]);
    });
    expect(ok).toBe(false);
    expect(form.current.getFieldState('hasDriversLicense').error?.message).toBe(FORM_ERRORS.licenseRequired);
    act(() => form.current.setValue('hasDriversLicense', true));
    act(() => {
      ok = validateStep(form.current, courierStepSchemas[1]);
    });
    expect(ok).toBe(true);
    expect(form.current.getFieldState('hasDriversLicense').error).toBeUndefined();
  });

  it('when the server refuses fields, then they are set on the form and the wizard finds their first step', () => {
    const form = setup();
    let set: string[] = [];
    act(() => {
      set = applyFieldErrors(form.current, { iban: FORM_ERRORS.ibanInvalid, unknownField: 'x', city: FORM_ERRORS.cityRequired });
    });
    expect(set).toEqual(['iban', 'city']);
    expect(form.current.getFieldState('iban').error?.message).toBe(FORM_ERRORS.ibanInvalid);
    expect(stepOfFields(courierStepSchemas, set)).toBe(0);
    expect(stepOfFields(courierStepSchemas, ['iban'])).toBe(3);
    expect(stepOfFields(courierStepSchemas, ['hasDriversLicense'])).toBe(1);
    expect(stepOfFields(courierStepSchemas, ['nothing'])).toBe(-1);
  });
});
