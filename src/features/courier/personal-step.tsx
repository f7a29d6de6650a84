/** Step 1 of the courier application: personal data (spec 3 §5: every field required). */
import { CourierField, type CourierForm } from './courier-field.tsx';

export function PersonalStep({ form }: { form: CourierForm }) {
  return (
    <div className="form-grid form-grid--two">
      <CourierField form={form} name="firstName" autoComplete="given-name" maxLength={100} />
      <CourierField form={form} name="lastName" autoComplete="family-name" maxLength={100} />
      <CourierField form={form} name="email" type="email" autoComplete="email" maxLength={254} />
      <CourierField form={form} name="phone" type="tel" autoComplete="tel" hint="phone" maxLength={40} />
      <CourierField form={form} name="address" autoComplete="street-address" maxLength={300} />
      <CourierField form={form} name="postalCode" autoComplete="postal-code" inputMode="numeric" hint="postalCode" maxLength={4} />
      <CourierField form={form} name="city" autoComplete="address-level2" maxLength={100} />
      <CourierField form={form} name="dateOfBirth" type="date" autoComplete="bday" hint="dateOfBirth" />
    </div>
  );
}
