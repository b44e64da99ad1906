import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { subscribeNavigationProgress } from '@/render/navigation-progress';

/**
 * A thin bar along the top of the window while a followed link waits for its page's code (the old page
 * stays until the new one can show). Indeterminate: a segment runs across, from the reading side.
 * A progressbar is not a live region: screen readers are not interrupted.
 */
export function NavigationProgress() {
  const [shown, setShown] = useState(false);
  useEffect(() => subscribeNavigationProgress(setShown), []);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label="טוען את הדף"
      position="fixed"
      top="0"
      insetInline="0"
      h="3px"
      zIndex="max"
      overflow="hidden"
      bg="brand.muted"
    >
      <Box
        position="absolute"
        insetBlock="0"
        w="40%"
        bg="brand.solid"
        // Chakra's `position` keyframes, in the server's global stylesheet
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
        animation="position 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none', insetInlineStart: '0' }}
      />
    </Box>
  );
}
