import { Button, chakra, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@/shared/travel-admin';

const palettes: Record<ApplicationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

/**
 * Any of a record's statuses, with no restriction; a press asks for the change. Toggle buttons rather
 * than a select or radios: there arrow keys would ask for every status they pass.
 */
export function StatusToggles<S extends string>({
  value,
  statuses,
  labels,
  palettes,
  onChange,
  busy,
}: {
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  palettes: Record<S, string>;
  /** `opener`: the button pressed, for focus to return to */
  onChange: (status: S, opener: HTMLElement) => void;
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
        {statuses.map((status) => {
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
              {labels[status]}
            </Button>
          );
        })}
      </chakra.div>
    </div>
  );
}

/** A travel request's three statuses; approve and reject are confirmed first, since the customer is mailed. */
export function StatusSelector(props: {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus, opener: HTMLElement) => void;
  busy: boolean;
}) {
  return (
    <StatusToggles
      {...props}
      statuses={applicationStatuses}
      labels={applicationStatusLabels}
      palettes={palettes}
    />
  );
}
