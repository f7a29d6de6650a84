/**
 * "A field's error clears when the user edits it" (spec 3 §5): a message set by Next (validateStep) or by the
 * server goes as soon as its field is changed; a new vehicle also clears the licence message, which belongs to it.
 */
import { useEffect } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { CourierApplicationForm } from '../../domain/forms/courier.ts';
import type { CourierForm } from './courier-field.tsx';

const ALSO_CLEARS: Partial<Record<string, FieldPath<CourierApplicationForm>[]>> = { vehicleType: ['hasDriversLicense'] };

export function useClearErrorOnEdit(form: CourierForm): void {
  useEffect(() => {
    const sub = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const top = name.split('.')[0] as FieldPath<CourierApplicationForm>;
      for (const field of [top, ...(ALSO_CLEARS[top] ?? [])]) {
        if (form.getFieldState(field).error) form.clearErrors(field);
      }
    });
    return () => sub.unsubscribe();
  }, [form]);
}
