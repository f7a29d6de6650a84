import { defaultOpeningHours } from '../../domain/forms/constants.ts';
import { summarizeOpeningHours } from './hours-summary.ts';

describe('opening hours summary of the sign-up', () => {
  it('when the default hours are kept, then Monday–Thursday, Friday–Saturday and Sunday form three runs', () => {
    expect(summarizeOpeningHours(defaultOpeningHours())).toEqual([
      { first: 'monday', last: 'thursday', hours: { open: '11:00', close: '22:00' } },
      { first: 'friday', last: 'saturday', hours: { open: '11:00', close: '23:00' } },
      { first: 'sunday', last: 'sunday', hours: { open: '12:00', close: '22:00' } },
    ]);
  });

  it('when a day in the middle is closed, then it splits the run, and its kept times do not count', () => {
    const week = defaultOpeningHours();
    week.tuesday = { open: '11:00', close: '22:00', closed: true };
    expect(summarizeOpeningHours(week).slice(0, 3)).toEqual([
      { first: 'monday', last: 'monday', hours: { open: '11:00', close: '22:00' } },
      { first: 'tuesday', last: 'tuesday', hours: null },
      { first: 'wednesday', last: 'thursday', hours: { open: '11:00', close: '22:00' } },
    ]);
  });

  it('when neighbouring closed days have different kept times, then they still form one closed run', () => {
    const week = defaultOpeningHours();
    week.saturday = { open: '11:00', close: '23:00', closed: true };
    week.sunday = { open: '12:00', close: '22:00', closed: true };
    expect(summarizeOpeningHours(week).at(-1)).toEqual({ first: 'saturday', last: 'sunday', hours: null });
  });

  it('when only the closing time differs, then the days are separate runs', () => {
    const week = defaultOpeningHours();
    week.wednesday = { open: '11:00', close: '21:30', closed: false };
    expect(summarizeOpeningHours(week).map((r) => `${r.first}-${r.last}`)).toEqual([
      'monday-tuesday', 'wednesday-wednesday', 'thursday-thursday', 'friday-saturday', 'sunday-sunday',
    ]);
  });
});
