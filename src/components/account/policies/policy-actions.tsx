import { Button, Flex, Text } from '@chakra-ui/react';
import { CalendarClock, Check } from 'lucide-react';
import { lazy, Suspense, startTransition, useRef, useState } from 'react';
import type { Policy } from '@/shared/account';
import { settledRenewal } from '@/shared/policies';
import { FileClaimButton } from '../claims/file-claim-button';

const RenewalRequestDialog = lazy(() =>
  import('./renewal-request-dialog').then((m) => ({ default: m.RenewalRequestDialog })),
);

/** 'בקשת הצעה לחידוש', or once asked, the words that say so; the dialog asks for an optional message. */
function RenewalRequest({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  // the dialog's code loads on the first opening and then stays, so it can animate closed
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  return (
    <>
      {policy.renewalStatus === 'requested' ? (
        <Text
          ref={done}
          tabIndex={-1}
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          fontSize="sm"
          color="green.800"
          fontWeight="medium"
        >
          <Check aria-hidden="true" size={16} />
          ביקשתם הצעה לחידוש – נחזור אליכם
        </Text>
      ) : (
        <Button
          ref={button}
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          aria-label={`בקשת הצעה לחידוש: פוליסה ${policy.policyNumber}`}
          onClick={() =>
            startTransition(() => {
              setLoaded(true);
              setOpen(true);
            })
          }
        >
          <CalendarClock aria-hidden="true" />
          בקשת הצעה לחידוש
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <RenewalRequestDialog
            policy={policy}
            open={open}
            onClose={() => setOpen(false)}
            // once requested, the button has given way to the words that say so
            returnFocus={() => (button.current?.isConnected ? button.current : done.current)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Whether the card offers a renewal: an active policy with an end date, its renewal not settled. */
const renewable = (policy: Policy) =>
  policy.status === 'active' && policy.endDate !== null && !settledRenewal.includes(policy.renewalStatus);

/** The actions under a policy's card, side by side: a claim on any policy, and a renewal where one applies. */
export function PolicyActions({ policy }: { policy: Policy }) {
  const actions = [
    <FileClaimButton key="claim" policy={policy} />,
    renewable(policy) && <RenewalRequest key="renewal" policy={policy} />,
  ].filter(Boolean);
  return (
    <Flex gap="3" wrap="wrap" align="center" mt="4">
      {actions}
    </Flex>
  );
}
