// The footer form's server call, in a chunk of its own: the form (first load) mounts it on submit.
import { useEffect, useRef } from 'react';
import { withData } from '@/lib/data/runtime';
import { trpc } from '@/lib/trpc';

export interface NewsletterSubscribeProps {
  email: string;
  onDone: (ok: boolean) => void;
}

/** Subscribes `email` (tRPC newsletter.subscribe) once mounted, then reports whether it worked. */
function NewsletterSubscribe({ email, onDone }: NewsletterSubscribeProps) {
  const { mutate } = trpc.newsletter.subscribe.useMutation({
    onSuccess: () => onDone(true),
    onError: () => onDone(false),
  });
  const sent = useRef(false);
  useEffect(() => {
    // once per mount, also where React runs effects twice (StrictMode)
    if (sent.current) return;
    sent.current = true;
    mutate({ email });
  }, [mutate, email]);
  return null;
}

export default withData(NewsletterSubscribe);
