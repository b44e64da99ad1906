import { Box, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

/** A titled part of a tab (a <section> named by its <h2>), on the site's card surface. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {description && (
        <Text mt="1" color="fg.muted">
          {description}
        </Text>
      )}
      <Box mt="6">{children}</Box>
    </Box>
  );
}
