import { Box, Button, Text } from '@chakra-ui/react';

/** A part of a tab whose data did not arrive, with a way to ask again. */
export function QueryFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Box role="alert" py="8" textAlign="center">
      <Text>לא הצלחנו לטעון את {what}. בדקו את החיבור לאינטרנט ונסו שוב.</Text>
      <Button mt="4" variant="outline" onClick={retry}>
        ניסיון נוסף
      </Button>
    </Box>
  );
}
