import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { EMPTY_COURIER_APPLICATION, type CourierApplicationForm } from '../../domain/forms/courier.ts';
import { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';

function setup() {
  const { result } = renderHook(() => {
    const form = useForm<CourierApplicationForm>({ defaultValues: EMPTY_COURIER_APPLICATION, mode: 'onSubmit', reValidateMode: 'onChange' });
    useClearErrorOnEdit(form);
    return form;
  });
  const error = (name: keyof CourierApplicationForm) => result.current.getFieldState(name).error?.message;
  const type = async (name: keyof CourierApplicationForm, value: string) => {
    const reg = result.current.register(name);
    await act(async () => {
      await reg.onChange({ target: { name, value }, type: 'change' });
    });
  };
  act(() => {
    result.current.setError('firstName', { type: 'step', message: 'forms:errors.firstNameRequired' });
    result.current.setError('lastName', { type: 'step', message: 'forms:errors.lastNameRequired' });
    result.current.setError('hasDriversLicense', { type: 'step', message: 'forms:errors.licenseRequired' });
  });
  return { error, type };
}

describe('useClearErrorOnEdit', () => {
  it('when a field with a message is edited, then its message goes and the others stay', async () => {
    const { error, type } = setup();
    await type('firstName', 'K');
    expect(error('firstName')).toBeUndefined();
    expect(error('lastName')).toBe('forms:errors.lastNameRequired');
    expect(error('hasDriversLicense')).toBe('forms:errors.licenseRequired');
  });

  it('when another vehicle is chosen, then the licence message (which belongs to the vehicle) goes too', async () => {
    const { error, type } = setup();
    await type('vehicleType', 'bike');
    expect(error('hasDriversLicense')).toBeUndefined();
    expect(error('firstName')).toBe('forms:errors.firstNameRequired');
  });
});
