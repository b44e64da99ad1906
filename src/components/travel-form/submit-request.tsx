/** The travel form's submit button and its call (tRPC travel.submit, the procedure behind POST /api/travel/submit). */
import { Button } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useRef } from 'react';
import { errorMessage, trpc } from '@/lib/trpc';
import type { TravelRequestInput, TravelSubmitResult } from '@/shared/travel';
import type { FieldIssue } from './form-values';

export interface SubmitFailure {
  /** the server's Hebrew message; none for a network failure */
  message?: string;
  /** the server's per-field issues ('addresses.1.idNumber') */
  issues: readonly FieldIssue[];
}

export interface SubmitRequestProps {
  /** the request to send, or undefined when the form has something to fix (it says what itself) */
  prepare: () => Promise<TravelRequestInput | undefined>;
  onSuccess: (result: TravelSubmitResult) => void;
  onFailure: (failure: SubmitFailure) => void;
}

export function SubmitRequest({ prepare, onSuccess, onFailure }: SubmitRequestProps) {
  // a second click before React re-renders the disabled button sends nothing (the key makes it harmless too)
  const sending = useRef(false);
  const submit = trpc.travel.submit.useMutation({
    onSuccess,
    onError: (error) =>
      onFailure({ message: errorMessage(error, '') || undefined, issues: error.data?.issues ?? [] }),
    onSettled: () => {
      sending.current = false;
    },
  });
  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    const request = await prepare();
    if (request) submit.mutate(request);
    else sending.current = false;
  };
  return (
    <Button type="button" size="lg" onClick={send} disabled={submit.isPending}>
      <Send aria-hidden="true" />
      {submit.isPending ? 'שולח...' : 'שליחת הבקשה'}
    </Button>
  );
}
