import { Box } from '@chakra-ui/react';

/** The 'loading' placeholder of a page or a guarded area. */
export function PageLoading() {
  return (
    <Box role="status" py="24" textAlign="center" color="fg.muted" fontSize="lg">
      טוען...
    </Box>
  );
}
