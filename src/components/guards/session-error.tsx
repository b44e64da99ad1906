import { Box, Button, Text } from '@chakra-ui/react';

/** The current-user call failed (not a 401): say so and offer to try again. */
export function SessionError({ retry }: { retry: () => void }) {
  return (
    <Box role="alert" textAlign="center" py="20" px="4">
      <Text fontSize="lg">לא הצלחנו לבדוק את פרטי החשבון שלכם.</Text>
      <Button mt="6" onClick={retry}>
        נסו שוב
      </Button>
    </Box>
  );
}
