import { Box } from '@chakra-ui/react';

/**
 * A post's sanitized HTML with the blog's right-to-left typography: headings, lists, quotes with their
 * bar on the right, tables that scroll sideways on a phone, images that never overflow, visible links.
 * The public post page and the editor's preview both render the body through this one component.
 * The HTML must already be sanitized (the server does it on save and again on the way out).
 */
export function PostBody({ html }: { html: string }) {
  if (!html.trim()) {
    return (
      <Box as="p" color="fg.muted" fontSize="lg" py="6">
        אין תוכן זמין
      </Box>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitized by the server with an allowlist
  return <Box className="post-body" css={proseStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}

const proseStyles = {
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.85',
  color: 'fg',
  overflowWrap: 'break-word',
  // first and last child, written without ':first-child' (Emotion warns on it when rendering on the server)
  '& > :not(* + *)': { marginTop: 0 },
  '& > :not(:has(+ *))': { marginBottom: 0 },
  '& p': { marginBlock: '1em' },
  '& h2': {
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'bold',
    lineHeight: '1.3',
    color: 'brand.900',
    marginTop: '1.8em',
    marginBottom: '0.6em',
    scrollMarginTop: '24',
  },
  '& h3': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'semibold',
    lineHeight: '1.35',
    color: 'brand.900',
    marginTop: '1.5em',
    marginBottom: '0.5em',
    scrollMarginTop: '24',
  },
  '& h4': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.4em', marginBottom: '0.4em' },
  '& ul, & ol': { marginBlock: '1em', paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginBlock: '0.4em', paddingInlineStart: '0.25em' },
  '& li::marker': { color: 'brand.fg' },
  '& li > ul, & li > ol': { marginBlock: '0.4em' },
  '& a': {
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    fontWeight: 'medium',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
      borderRadius: 'xs',
    },
  },
  '& strong, & b': { fontWeight: 'bold' },
  '& blockquote': {
    marginBlock: '1.5em',
    marginInline: 0,
    paddingBlock: '0.75em',
    paddingInlineStart: '1.25em',
    paddingInlineEnd: '1em',
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'brand.solid',
    bg: 'brand.subtle',
    borderRadius: 'md',
    borderStartStartRadius: 0,
    borderEndStartRadius: 0,
    color: 'fg',
    fontSize: '1.05em',
  },
  '& blockquote > :not(* + *)': { marginTop: 0 },
  '& blockquote > :not(:has(+ *))': { marginBottom: 0 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'lg', marginBlock: '1.5em' },
  '& figure': { marginBlock: '1.5em', marginInline: 0 },
  '& figcaption': { fontSize: 'sm', color: 'fg.muted', marginTop: '0.5em', textAlign: 'center' },
  '& hr': { marginBlock: '2em', borderColor: 'border' },
  // a wide table scrolls inside its own box instead of widening the page
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    marginBlock: '1.5em',
    fontSize: '0.95em',
    lineHeight: '1.6',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    paddingBlock: '0.5em',
    paddingInline: '0.75em',
    textAlign: 'start',
    verticalAlign: 'top',
    minWidth: '8em',
  },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    paddingInline: '0.3em',
    borderRadius: 'sm',
  },
} as const;
