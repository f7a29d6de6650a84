import { describe, expect, it } from 'vitest';
import { guessGender, pickGreeting } from './greeting.ts';

describe('greeting (spec 1 §1)', () => {
  it('when the first name is typical, then the gender is guessed from it (names, then endings), else neutral', () => {
    expect(guessGender('Anna')).toBe('female');
    expect(guessGender('Mehmet')).toBe('male');
    expect(guessGender('Franziska')).toBe('female');
    expect(guessGender('Quentin')).toBe('neutral');
    expect(guessGender('')).toBe('neutral');
  });

  it('when a greeting is picked, then it is one of the list for that gender and carries the name', () => {
    expect(pickGreeting('Anna', () => 0.99)).toBe('Hallo Anna! Starke Frauen brauchen starkes Essen.');
    expect(pickGreeting('Lukas', () => 0.99)).toBe('Hallo Lukas! Ein Champion braucht ein gutes Essen.');
    expect(pickGreeting('Quentin', () => 0)).toBe('Hallo Quentin! Worauf hast du heute Lust?');
  });
});
