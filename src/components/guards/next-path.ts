/**
 * Where to go after signing in: `next` when it is a path of this site (not '//evil.example', not
 * 'https://…', not a backslash trick), otherwise `fallback`. The login pages themselves are never a target.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // control characters (a tab or a newline inside '/\t/evil.example') are dropped by URL parsers
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === '/login' || url.pathname === '/admin/login') return fallback;
  return url.pathname + url.search + url.hash;
}

/** The admin sign-in page that brings the user back to `path` (the page they are on) afterwards. */
export const adminLoginHref = (path: string) =>
  path === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(path)}`;
