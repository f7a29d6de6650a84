/** Step 4 of the courier application: payment details (spec 3 §5: IBAN required, holder and tax number optional). */
import { CourierField, type CourierForm } from './courier-field.tsx';

export function PaymentStep({ form }: { form: CourierForm }) {
  return (
    <div className="form-grid">
      <CourierField form={form} name="iban" autoComplete="off" hint="iban" maxLength={42} />
      <CourierField form={form} name="bankAccountHolder" optional autoComplete="name" maxLength={200} />
      <CourierField form={form} name="taxNumber" optional autoComplete="off" maxLength={50} />
    </div>
  );
}
