import { Box, Heading, Text } from '@chakra-ui/react';

/** Placeholder for a screen whose issue has not landed yet: says so plainly, in Hebrew. */
export function NotYetAvailable({ title }: { title: string }) {
  return (
    <Box py="12" textAlign="center">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text mt="4" color="fg.muted" fontSize="lg">
        אזור זה עדיין אינו זמין. הוא יתווסף בקרוב.
      </Text>
    </Box>
  );
}
