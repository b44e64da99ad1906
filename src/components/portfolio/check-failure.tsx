import { Box, Flex, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { HowTo } from './how-to';

/**
 * Why a check failed, in the server's Hebrew words; a file that is not the report brings the how-to of
 * getting the right one.
 */
export function CheckFailure({ message, wrongFile }: { message: string; wrongFile: boolean }) {
  return (
    <Box
      role="alert"
      p={{ base: '4', md: '5' }}
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
    >
      <Flex gap="2" align="start" fontWeight="bold" color="red.700">
        <Box pt="0.5" flexShrink="0" aria-hidden="true">
          <CircleAlert size={20} />
        </Box>
        <Text>{message}</Text>
      </Flex>
      {wrongFile && (
        <Box mt="4" p="4" bg="bg.panel" borderRadius="lg">
          <HowTo />
        </Box>
      )}
    </Box>
  );
}
