import { Box, Flex, type FlexProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CalloutBandProps extends Omit<FlexProps, 'title' | 'id'> {
  /** the heading's id: the band is a `<section>` named by it */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** before the title and text: an icon, a picture */
  start?: ReactNode;
  /** after them: the call to action */
  children?: ReactNode;
}

/** A dark, rounded band with a title and a short text (the calls to action, the partnership). */
export function CalloutBand({ id, title, text, start, children, ...props }: CalloutBandProps) {
  return (
    <Flex
      as="section"
      aria-labelledby={id}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap={{ base: '6', md: '10' }}
      bg="brand.900"
      color="white"
      borderRadius="3xl"
      px={{ base: '6', md: '12' }}
      // a call to action at the band's end keeps clear of the round contact buttons that float over
      // that edge of the page from md up (ContactFab: 56 px wide, 24 px in from the screen's edge)
      pe={children ? { base: '6', md: '24' } : undefined}
      py={{ base: '8', md: '12' }}
      position="relative"
      overflow="hidden"
      {...props}
    >
      {start}
      <Box flex="1" position="relative">
        <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {/* beside a call to action the text keeps to a readable measure; alone it fills the band */}
        <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="white/90" maxW={children ? '2xl' : undefined}>
          {text}
        </Text>
      </Box>
      {children}
    </Flex>
  );
}
