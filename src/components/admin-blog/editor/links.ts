/**
 * The link targets the editor accepts: web pages, the site's own pages by path ('/contact'), e-mail and
 * phone numbers (the server checks again). A path starts with one '/': '//host' and '/\\host' are
 * another site to a browser.
 */
const ALLOWED = /^(?:https?:\/\/[^\s]+|\/(?![/\\])[^\s]*|mailto:[^\s]+|tel:\+?[\d\s().-]+)$/i;

/**
 * What the author typed, as a link target, or null when it is not one the blog allows: 'example.co.il'
 * becomes 'https://example.co.il', 'name@example.com' a mailto:, javascript: and the rest are refused.
 */
export function normalizeHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (ALLOWED.test(value)) return value;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return `mailto:${value}`;
  if (/^[\w-]+(\.[\w-]+)+(?:[/?#][^\s]*)?$/.test(value)) return `https://${value}`;
  return null;
}

export const isAllowedHref = (href: string) => ALLOWED.test(href.trim());
