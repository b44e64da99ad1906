import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// data blocks never run: JSON (the dehydrated state) and JSON-LD
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;
const SRC = /\bsrc\s*=/i;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The CSP hashes of a page's inline scripts that run and of its `<style>` blocks, read from the HTML as
 * sent, so every inline script a page carries is named, whichever part of the render wrote it. The
 * text between the tags is what the browser hashes: raw text, no entities (the render escapes '<' in
 * scripts and '</style' in styles, so the first closing tag is the real one).
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (DATA_TYPE.test(attributes) || SRC.test(attributes)) continue;
    scripts.add(sha256(text));
  }
  const styles = new Set<string>();
  for (const [, text = ''] of html.matchAll(STYLE)) styles.add(sha256(text));
  return { scripts: [...scripts], styles: [...styles] };
}
