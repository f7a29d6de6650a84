/** Opening hours of the office (spec 3 §2.10, §9): Mon–Fri 9:00–18:00, Sat 10:00–16:00, Sun closed. */
export const CONTACT_HOURS = [
  { days: 'weekdays', from: '9:00', to: '18:00' },
  { days: 'saturday', from: '10:00', to: '16:00' },
  { days: 'sunday', from: null, to: null },
] as const;
