import { Button } from '@chakra-ui/react';
import { FileWarning } from 'lucide-react';
import { useId, useState } from 'react';
import type { Policy } from '@/shared/account';
import { FileClaimDialog } from './file-claim-dialog';

/** 'הגשת תביעה' on a policy's card: opens the guided claim form of that policy. */
export function FileClaimButton({ policy }: { policy: Policy }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button id={id} size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FileWarning aria-hidden="true" />
        הגשת תביעה
      </Button>
      <FileClaimDialog
        policy={open ? policy : null}
        open={open}
        onClose={() => setOpen(false)}
        returnFocus={() => document.getElementById(id)}
      />
    </>
  );
}
