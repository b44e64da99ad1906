import { Button, chakra } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { DateField } from '@/components/ui/date-field';
import { actionLabel, areaLabels } from '@/shared/audit-labels';
import { isDay } from '@/shared/day-text';
import type { AuditParams } from './use-audit-params';

const control = {
  h: '10',
  ps: '3',
  pe: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg',
  color: 'fg',
  w: 'full',
  fontWeight: 'normal',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

function Filter({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <chakra.div display="flex" flexDirection="column" gap="1.5" flex="1 1 12rem" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {children}
    </chakra.div>
  );
}

/** The list follows a day once one is typed whole (or the field is emptied), not every keystroke. */
const dayChosen = (value: string) => value === '' || isDay(value);

/** Person (the admins who appear in the log), action, and Israel days from and to. */
export function AuditFilters({
  params,
  onChange,
  actors,
  actions,
}: {
  params: AuditParams;
  onChange: (change: Partial<AuditParams>) => void;
  actors: readonly { id: number; username: string }[] | undefined;
  actions: readonly string[] | undefined;
}) {
  const id = useId();
  const areas = [...new Set((actions ?? []).map((a) => a.split('.')[0] ?? a))];
  const filtered = params.actorId !== undefined || params.action || params.from || params.to;
  return (
    <chakra.div
      role="group"
      aria-label="סינון היומן"
      display="flex"
      gap="4"
      flexWrap="wrap"
      alignItems="flex-end"
      mb="4"
    >
      <Filter label="משתמש" id={`${id}-actor`}>
        <chakra.select
          {...control}
          id={`${id}-actor`}
          value={params.actorId ?? ''}
          onChange={(event) =>
            onChange({ actorId: event.target.value ? Number(event.target.value) : undefined, page: 1 })
          }
        >
          <option value="">כל המשתמשים</option>
          {actors?.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.username}
            </option>
          ))}
        </chakra.select>
      </Filter>
      <Filter label="פעולה" id={`${id}-action`}>
        <chakra.select
          {...control}
          id={`${id}-action`}
          value={params.action ?? ''}
          onChange={(event) => onChange({ action: event.target.value || undefined, page: 1 })}
        >
          <option value="">כל הפעולות</option>
          {areas.map((area) => (
            <optgroup key={area} label={areaLabels[area] ?? area}>
              <option value={area}>{actionLabel(area)}</option>
              {actions
                ?.filter((a) => a.startsWith(`${area}.`))
                .map((a) => (
                  <option key={a} value={a}>
                    {actionLabel(a)}
                  </option>
                ))}
            </optgroup>
          ))}
        </chakra.select>
      </Filter>
      <chakra.div flex="1 1 12rem" minW="0">
        <DateField
          label="מתאריך"
          value={params.from ?? ''}
          max={params.to}
          onChange={(from) => dayChosen(from) && onChange({ from: from || undefined, page: 1 })}
        />
      </chakra.div>
      <chakra.div flex="1 1 12rem" minW="0">
        <DateField
          label="עד תאריך"
          value={params.to ?? ''}
          min={params.from}
          onChange={(to) => dayChosen(to) && onChange({ to: to || undefined, page: 1 })}
        />
      </chakra.div>
      {filtered && (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({ actorId: undefined, action: undefined, from: undefined, to: undefined, page: 1 })
          }
        >
          <X aria-hidden="true" />
          ניקוי הסינון
        </Button>
      )}
    </chakra.div>
  );
}
