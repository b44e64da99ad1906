import { passwordMessages, passwordPersonalIssue } from '../../src/shared/auth';
import { invalid } from '../errors';

export const COMMON_PASSWORD_MESSAGE = 'זו סיסמה נפוצה שקל לנחש – בחרו סיסמה אחרת';

// ~49,000 passwords from leaked lists (zxcvbn-ts), loaded on the first check (~0.4 s, ~3 MB) and on
// the server only: the browser never downloads the list
let commonPasswords: Promise<Set<string>> | undefined;
function loadCommonPasswords() {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return commonPasswords;
}

/** A character table from two strings of the same length. */
function zip(from: string, to: string): Map<string, string> {
  const targets = [...to];
  return new Map([...from].map((c, i) => [c, targets[i] ?? c]));
}
const swap = (s: string, table: Map<string, string>) => [...s].map((c) => table.get(c) ?? c).join('');

// Hebrew letters → the Latin key they share on an Israeli keyboard: 'פשדדצםרג' is 'password' typed
// with the layout left on Hebrew
const HEBREW_KEYS = zip("שנבגקכעיןחלךצמםפ/רדאוה'סטזףתץ", 'abcdefghijklmnopqrstuvwxyz;,.');
const LEET = zip('013457@$', 'oieastas');
// digits and symbols around a word ('Password1!', '2024monkey') do not make it a new password
const core = (s: string) => s.replace(/^\P{L}+|\P{L}+$/gu, '');

/** The cheap variants a guesser tries first: any case, the Hebrew layout, leet, digits around a word. */
function guessableForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const typed = [lower, swap(lower, HEBREW_KEYS)];
  const forms = [...typed, ...typed.map((s) => swap(s, LEET))];
  return [...forms, ...forms.map(core).filter((s) => s.length >= 4)];
}

/** True for a password on the common list (in any of its cheap variants) or of at most two distinct characters. */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (new Set(password).size <= 2) return true;
  const common = await loadCommonPasswords();
  return guessableForms(password).some((form) => common.has(form));
}

/**
 * The password rules that the schema cannot check alone: not whitespace only, not
 * containing the user name or the e-mail's local part, not a common password. Throws `invalid` with
 * the reason on the `password` field; register, reset and any change of password call it.
 */
export async function assertPasswordPolicy(
  password: string,
  who: { username: string; email: string },
): Promise<void> {
  const message =
    password.trim() === ''
      ? passwordMessages.whitespace
      : (passwordPersonalIssue(password, who) ??
        ((await isCommonPassword(password)) ? COMMON_PASSWORD_MESSAGE : undefined));
  if (message) throw invalid(message, [{ path: 'password', message }]);
}
