import { normalizeCaseSecret } from '../../domain/forms/ethics.ts';
import { groupSecret } from './case-secret.ts';

describe('groupSecret', () => {
  it('when a 26-character secret is grouped, then it reads in groups of 5, 5, 5, 5 and 6', () => {
    expect(groupSecret('ABCDEFGHJKMNPQRSTVWXYZ0123')).toBe('ABCDE-FGHJK-MNPQR-STVWX-YZ0123');
  });

  it('when the grouped secret is typed back, then the shared rule turns it into the secret again', () => {
    const secret = '0123456789ABCDEFGHJKMNPQRS';
    expect(normalizeCaseSecret(groupSecret(secret))).toBe(secret);
    expect(normalizeCaseSecret(groupSecret(secret).toLowerCase().replace(/-/g, ' '))).toBe(secret);
  });

  it('when the text is shorter or longer than a secret, then nothing is lost', () => {
    expect(groupSecret('ABC')).toBe('ABC');
    expect(groupSecret('')).toBe('');
    expect(groupSecret('A'.repeat(30)).replace(/-/g, '')).toBe('A'.repeat(30));
  });
});
