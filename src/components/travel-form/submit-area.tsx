import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LazyData, preloadData } from '@/lib/data/lazy-data';
import type { SubmitRequestProps } from './submit-request';

// the submit button and the data layer behind it load near the end of the form, not with the page
const loadSubmit = () => import('./submit-request').then((m) => ({ default: m.SubmitRequest }));

/** Starts loading the submit chunk (when the visitor reaches step 7). */
export const preloadSubmit = () => preloadData(loadSubmit);

/** The submit button once its chunk is there (a disabled one until then), or a way to load it again. */
export function SubmitArea(props: SubmitRequestProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box role="alert">
        <Text>לא הצלחנו לטעון את כפתור השליחה. בדקו את החיבור לאינטרנט ונסו שוב.</Text>
        <Button type="button" mt="3" variant="outline" onClick={() => setFailed(false)}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  return (
    <LazyData
      load={loadSubmit}
      props={props}
      fallback={
        <Button type="button" size="lg" disabled>
          שליחת הבקשה
        </Button>
      }
      onFailure={() => setFailed(true)}
    />
  );
}
