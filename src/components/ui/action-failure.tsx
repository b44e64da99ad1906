import { Box, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

export interface Failure {
  title: string;
  text: string;
}

/**
 * Why an action failed, told beside its button (where the eyes are, never under a toast), as an alert
 * the button points to with `aria-describedby={id}`.
 */
export function ActionFailure({ id, failure }: { id: string; failure: Failure }) {
  return (
    <Box id={id} role="alert" bg="red.subtle" color="red.fg" borderRadius="md" p="3" fontSize="sm">
      <Text fontWeight="semibold">{failure.title}</Text>
      <Text mt="1">{failure.text}</Text>
    </Box>
  );
}

/**
 * A form's failure beside its button: `show` it from the action's error; `onSubmit` wraps the form's
 * submit handler so the next try clears it. Render `alert` next to the button and give the button
 * `aria-describedby={describedBy}`.
 */
export function useActionFailure() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();
  return {
    failure,
    show: setFailure,
    clear: () => setFailure(null),
    onSubmit:
      <E,>(submit: (event: E) => unknown) =>
      (event: E) => {
        setFailure(null);
        return submit(event);
      },
    describedBy: failure ? id : undefined,
    alert: failure && <ActionFailure id={id} failure={failure} />,
  };
}
