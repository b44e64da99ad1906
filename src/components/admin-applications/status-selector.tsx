import { Button, chakra, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@/shared/travel-admin';

const palettes: Record<ApplicationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

/**
 * Any of the three statuses, with no restriction; a press asks for the change (approve and reject are
 * confirmed first, since the customer is mailed). Toggle buttons rather than a select or radios: there
 * arrow keys would ask for every status they pass.
 */
export function StatusSelector({
  value,
  onChange,
  busy,
}: {
  value: ApplicationStatus;
  /** `opener`: the button pressed, for focus to return to */
  onChange: (status: ApplicationStatus, opener: HTMLElement) => void;
  busy: boolean;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} fontSize="sm" color="fg.muted" mb="2">
        שינוי הסטטוס
      </Text>
      <chakra.div
        role="group"
        aria-labelledby={labelId}
        display="flex"
        gap="2"
        flexWrap="wrap"
        aria-busy={busy}
      >
        {applicationStatuses.map((status) => {
          const pressed = status === value;
          return (
            <Button
              key={status}
              size="sm"
              colorPalette={palettes[status]}
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              aria-disabled={busy && !pressed}
              onClick={(event) => !pressed && !busy && onChange(status, event.currentTarget)}
            >
              {applicationStatusLabels[status]}
            </Button>
          );
        })}
      </chakra.div>
    </div>
  );
}
