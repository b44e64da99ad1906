import { Box, Heading } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An admin detail page's way back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      color="brand.fg"
      fontSize="sm"
      textDecoration="underline"
      textUnderlineOffset="3px"
      mb="3"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Link to={to}>
        {/* in RTL 'back' points right */}
        <ArrowRight size={16} aria-hidden="true" />
        {children}
      </Link>
    </Box>
  );
}

/** A titled section of an admin detail page, named by its heading. */
export function DetailCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="4" minW="0">
      <Heading id={id} as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
