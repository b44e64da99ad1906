import { Box } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'wouter';

// in running Hebrew text: e-mail addresses, Israeli phone numbers (03-7654321, 052-7654321) and the
// site's own paths (/privacy), which the texts wrap in Unicode isolates (LRI … PDI) to keep them whole
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b0\d{1,2}-?\d{7}\b|\u2066\/[a-z0-9/-]*\u2069)/g;

const linkProps = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

function TextLink({ text }: { text: string }) {
  if (text.startsWith('\u2066')) {
    // the element's dir isolates it as the marks did
    const path = text.slice(1, -1);
    return (
      <Box asChild {...linkProps}>
        <Link to={path} dir="ltr">
          {path}
        </Link>
      </Box>
    );
  }
  const href = text.includes('@') ? `mailto:${text}` : `tel:+972${text.replace(/\D/g, '').slice(1)}`;
  return (
    <Box asChild {...linkProps}>
      <a href={href} dir="ltr">
        {text}
      </a>
    </Box>
  );
}

/** Plain text with its e-mail addresses, phone numbers and site paths made into links (kept left-to-right). */
export function RichText({ text }: { text: string }) {
  const parts = text.split(LINKABLE);
  return parts.map((part, index) => {
    // split() with a capturing group puts the matches at the odd indexes
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed string, never reordered
    if (index % 2 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed string, never reordered
    return <TextLink key={index} text={part} />;
  });
}
