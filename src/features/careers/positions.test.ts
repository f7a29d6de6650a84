import { JOB_POSITIONS } from '../../domain/forms/constants.ts';
import { CAREERS_STEPS, positionOf, salaryRange, workTypeFor } from './positions.ts';

describe('careers positions', () => {
  it('when the page lists the positions, then there are 7 in Wien and 6 steps (spec 3 §9)', () => {
    expect(JOB_POSITIONS).toHaveLength(7);
    expect(new Set(JOB_POSITIONS.map((p) => p.location))).toEqual(new Set(['Wien']));
    expect(CAREERS_STEPS).toHaveLength(6);
  });

  it('when a salary is shown, then its numbers are grouped as the language writes them', () => {
    expect(salaryRange({ min: 45_000, max: 65_000 }, 'de')).toEqual({ min: '45.000', max: '65.000' });
    expect(salaryRange({ min: 45_000, max: 65_000 }, 'en')).toEqual({ min: '45,000', max: '65,000' });
    expect(salaryRange({ min: 800, max: 1_200 }, 'tr')).toEqual({ min: '800', max: '1.200' });
    expect(salaryRange({ min: 28_000, max: 38_000 }, 'de-AT')).toEqual({ min: '28.000', max: '38.000' });
    expect(salaryRange({ min: 28_000, max: 38_000 }, 'fr')).toEqual({ min: '28.000', max: '38.000' });
  });

  it('when a position is chosen, then the work type is one it offers, keeping the earlier choice if it can', () => {
    expect(workTypeFor('intern', 'fulltime')).toBe('internship');
    expect(workTypeFor('customer-support', 'parttime')).toBe('parttime');
    expect(workTypeFor('customer-support', 'internship')).toBe('fulltime');
    expect(workTypeFor('software-engineer', 'parttime')).toBe('fulltime');
  });

  it('when an id is not a position, then there is none', () => {
    expect(positionOf('')).toBeUndefined();
    expect(positionOf('data-analyst')?.department).toBe('Analytics');
  });
});
