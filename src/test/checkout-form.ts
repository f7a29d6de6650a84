/** A valid delivery checkout form: Anna Huber, Neubaugasse 12/4, 1070 Wien. Tests override what they are about. */
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from '../features/checkout/checkout-form.ts';

export const ANNA_CHECKOUT_FORM: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  firstName: 'Anna',
  lastName: 'Huber',
  phone: '+43 660 1234567',
  email: 'anna@example.at',
  postalCode: '1070',
  city: 'Wien',
  street: 'Neubaugasse',
  houseNumber: '12',
  apartment: '4',
  doorbell: 'Huber',
  termsAccepted: true,
};
