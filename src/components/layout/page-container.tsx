import { Box, type BoxProps } from '@chakra-ui/react';

/** The page's centred column; use it for every section so edges line up across the site. */
export function PageContainer(props: BoxProps) {
  return <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} {...props} />;
}
