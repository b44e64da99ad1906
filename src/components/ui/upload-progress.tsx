import { Progress } from '@chakra-ui/react';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';

/**
 * How far a file's upload has gone (`value` from 0 to 1): a thin bar named for screen readers. Its recipe
 * is passed as a prop, so it loads with the pages that upload and never with the public ones.
 */
export function UploadProgress({ value, ...props }: Omit<Progress.RootProps, 'value'> & { value: number }) {
  return (
    <Progress.Root
      recipe={progressSlotRecipe}
      value={Math.round(value * 100)}
      size="sm"
      aria-label="התקדמות ההעלאה"
      {...props}
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
