import { Box } from '@chakra-ui/react';
import { Fragment } from 'react';

// e-mail addresses and Israeli phone numbers (03-7654321, 052-7654321) inside running Hebrew text
const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b0\d{1,2}-?\d{7}\b)/g;

const linkProps = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

/** Plain text with its e-mail addresses and phone numbers made into links (kept left-to-right). */
export function RichText({ text }: { text: string }) {
  const parts = text.split(CONTACT);
  return parts.map((part, index) => {
    // split() with a capturing group puts the matches at the odd indexes
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed string, never reordered
    if (index % 2 === 0) return part ? <Fragment key={index}>{part}</Fragment> : null;
    const href = part.includes('@') ? `mailto:${part}` : `tel:+972${part.replace(/\D/g, '').slice(1)}`;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed string, never reordered
      <Box asChild key={index} {...linkProps}>
        <a href={href} dir="ltr">
          {part}
        </a>
      </Box>
    );
  });
}
