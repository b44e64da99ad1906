import { Box } from '@chakra-ui/react';
import { Link } from 'wouter';
import { agency } from '@/content/agency';

/** The agency's logo, linking home (sized attributes: no layout shift). */
export function Logo() {
  return (
    <Box asChild display="inline-flex" flexShrink="0">
      <Link to="/">
        <img src="/images/logo.svg" alt={`${agency.name} – דף הבית`} width={128} height={40} />
      </Link>
    </Box>
  );
}
