/**
 * Spec 1 §1: a logged-in user sees a random German motivational or food greeting chosen by a gender guessed from
 * the first name. The guess is a small heuristic (known names, then the typical -a/-e/-ie endings); when it is
 * unsure the neutral greetings are used, so nobody is addressed wrongly on a bad guess.
 */
export type GuessedGender = 'female' | 'male' | 'neutral';

const FEMALE = new Set([
  'anna', 'maria', 'sophie', 'sofia', 'laura', 'lena', 'julia', 'sarah', 'hannah', 'lea', 'leonie', 'emma', 'mia',
  'katharina', 'elisabeth', 'christina', 'sabine', 'petra', 'monika', 'andrea', 'claudia', 'birgit', 'ayse', 'ayşe',
  'fatma', 'elif', 'zeynep', 'emine', 'merve', 'esra', 'büsra', 'büşra', 'ines', 'ingrid', 'gertrud', 'ruth',
  'karin', 'doris', 'heidi', 'lisa', 'eva', 'iris', 'carmen', 'miriam', 'nicole', 'stefanie', 'melanie',
]);
const MALE = new Set([
  'lukas', 'david', 'maximilian', 'felix', 'paul', 'jakob', 'tobias', 'elias', 'jonas', 'florian', 'michael',
  'thomas', 'andreas', 'stefan', 'markus', 'christian', 'martin', 'peter', 'josef', 'johann', 'franz', 'wolfgang',
  'mehmet', 'mustafa', 'ahmet', 'ali', 'hüseyin', 'murat', 'emre', 'can', 'luca', 'nikola',
  'sascha', 'kai', 'ömer', 'yusuf', 'hamza', 'noah', 'leon', 'ben', 'max', 'simon', 'daniel', 'alexander',
]);

export function guessGender(firstName: string): GuessedGender {
  const n = firstName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!n) return 'neutral';
  if (FEMALE.has(n)) return 'female';
  if (MALE.has(n)) return 'male';
  if (/(a|ie|ine|ette|elle)$/.test(n)) return 'female';
  if (/(us|er|o|an|on|el|ert|olf|ald|ard)$/.test(n)) return 'male';
  return 'neutral';
}

const GREETINGS: Record<GuessedGender, string[]> = {
  female: [
    'Hallo {{name}}, du Feinschmeckerin! Worauf hast du heute Lust?',
    'Servus {{name}}! Heute ist ein guter Tag für etwas richtig Gutes.',
    'Schön, dass du da bist, {{name}} – die Küche ist schon warm!',
    'Hallo {{name}}! Starke Frauen brauchen starkes Essen.',
  ],
  male: [
    'Hallo {{name}}, du Genießer! Worauf hast du heute Lust?',
    'Servus {{name}}! Heute ist ein guter Tag für etwas richtig Gutes.',
    'Schön, dass du da bist, {{name}} – die Küche ist schon warm!',
    'Hallo {{name}}! Ein Champion braucht ein gutes Essen.',
  ],
  neutral: [
    'Hallo {{name}}! Worauf hast du heute Lust?',
    'Servus {{name}}! Heute ist ein guter Tag für etwas richtig Gutes.',
    'Schön, dass du da bist, {{name}} – die Küche ist schon warm!',
    'Guten Appetit, {{name}}! Gutes Essen, gute Laune.',
  ],
};

export function pickGreeting(firstName: string, random: () => number = Math.random): string {
  const list = GREETINGS[guessGender(firstName)];
  const i = Math.min(list.length - 1, Math.floor(random() * list.length));
  return (list[i] ?? list[0] ?? '').replace('{{name}}', firstName.trim());
}
