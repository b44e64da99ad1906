import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useActionFailure } from '@/components/ui/action-failure';
import { errorCode, errorMessage, trpc } from '@/lib/trpc';
import type { SessionUser } from '@/shared/auth';
import { inBrowser, loadWebAuthn, useWebAuthnAvailable } from './webauthn';

type WebAuthn = Awaited<ReturnType<typeof loadWebAuthn>>;

const FAILURE_TITLE = 'הכניסה עם מפתח הגישה לא הצליחה';
const AUTOFILL_RETRY_AFTER_MS = 10_000;
const serverFailure = (error: unknown) =>
  errorCode(error) === 'TOO_MANY_REQUESTS'
    ? errorMessage(error, 'נשלחו יותר מדי ניסיונות. נסו שוב בעוד מספר דקות')
    : errorMessage(error, 'לא הצלחנו להתחבר. בדקו את החיבור לאינטרנט ונסו שוב.');

/**
 * 'כניסה עם מפתח גישה' under the login form, and the passkeys the browser offers in the user name's
 * autofill (conditional UI) while `active`. One ceremony runs at a time: the button's cancels the
 * autofill's, and the autofill's is cancelled when the dialog closes or the form goes away, and starts
 * again after a try that failed.
 */
export function PasskeySignIn({
  active,
  onSignedIn,
}: {
  active: boolean;
  onSignedIn: (user: SessionUser) => void;
}) {
  const available = useWebAuthnAvailable();
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure();
  const options = trpc.passkey.signInOptions.useMutation();
  const signIn = trpc.passkey.signIn.useMutation();
  const live = useRef(false);
  const lib = useRef<WebAuthn | undefined>(undefined);

  const run = useCallback(
    async (autofill: boolean): Promise<void> => {
      const webauthn = lib.current ?? (await loadWebAuthn());
      lib.current = webauthn;
      if (!live.current || (autofill && !(await webauthn.browserSupportsWebAuthnAutofill()))) return;
      const showFailure = (text: string) => failure.show({ title: FAILURE_TITLE, text });
      let optionsJSON: Awaited<ReturnType<typeof options.mutateAsync>>;
      try {
        optionsJSON = await options.mutateAsync();
      } catch (error) {
        if (!autofill) showFailure(serverFailure(error));
        return;
      }
      if (!live.current) return;
      const began = Date.now();
      // the autofill's request is renewed before its challenge expires on the server
      let renewed = false;
      const renewal = autofill
        ? setTimeout(
            () => {
              renewed = true;
              webauthn.WebAuthnAbortService.cancelCeremony();
            },
            Math.max((optionsJSON.timeout ?? 0) - AUTOFILL_RETRY_AFTER_MS, AUTOFILL_RETRY_AFTER_MS),
          )
        : undefined;
      const step = await inBrowser(() =>
        webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: autofill }),
      );
      clearTimeout(renewal);
      if (!step.ok) {
        if (!autofill && step.failure) showFailure(step.failure);
        // after the button's request the autofill comes back, and after the autofill's own ran out of
        // time (never after one that failed at once: that would ask the server again and again)
        const timedOut = step.failure !== undefined && Date.now() - began > AUTOFILL_RETRY_AFTER_MS;
        if ((!autofill || timedOut || renewed) && live.current) void run(true);
        return;
      }
      failure.clear();
      try {
        onSignedIn(await signIn.mutateAsync({ response: step.value }));
      } catch (error) {
        showFailure(serverFailure(error));
        if (live.current) void run(true);
      }
    },
    [failure, options, signIn, onSignedIn],
  );

  // the autofill's request lives while the dialog is open on this form
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per opening, not per render
  useEffect(() => {
    if (!active || !available) return;
    live.current = true;
    void run(true);
    return () => {
      live.current = false;
      lib.current?.WebAuthnAbortService.cancelCeremony();
    };
  }, [active, available]);

  if (!available) return null;
  const start = async () => {
    setBusy(true);
    failure.clear();
    try {
      await run(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <HStack gap="3" aria-hidden="true">
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
        <Text fontSize="sm" color="fg.muted">
          או
        </Text>
        <Box flex="1" borderTopWidth="1px" borderColor="border" />
      </HStack>
      <PasskeyButton busy={busy} failure={failure} onClick={start}>
        כניסה עם מפתח גישה
      </PasskeyButton>
    </Stack>
  );
}

/**
 * 'אימות עם מפתח גישה': proves one of the account's own passkeys as the second factor, for a signed-in
 * session (a step-up) or for a sign-in whose password was right and waits for its second factor. The
 * step-up dialog and the sign-in's second step include it; `onVerified` gets the signed-in user.
 */
export function PasskeyStepUp({ onVerified }: { onVerified: (user: SessionUser) => void }) {
  const [busy, setBusy] = useState(false);
  const failure = useActionFailure();
  const options = trpc.passkey.verifyOptions.useMutation();
  const verify = trpc.passkey.verify.useMutation();
  const available = useWebAuthnAvailable();
  if (!available) return null;

  const start = async () => {
    setBusy(true);
    failure.clear();
    const show = (text: string) => failure.show({ title: 'האימות עם מפתח הגישה לא הצליח', text });
    try {
      const [webauthn, optionsJSON] = await Promise.all([loadWebAuthn(), options.mutateAsync()]);
      const step = await inBrowser(() => webauthn.startAuthentication({ optionsJSON }));
      if (!step.ok) {
        if (step.failure) show(step.failure);
        return;
      }
      onVerified(await verify.mutateAsync({ response: step.value }));
    } catch (error) {
      show(serverFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3">
      <PasskeyButton busy={busy} failure={failure} onClick={start}>
        אימות עם מפתח גישה
      </PasskeyButton>
    </Stack>
  );
}

/** A passkey ceremony's button, with its refusal told just above it. */
function PasskeyButton({
  busy,
  failure,
  onClick,
  children,
}: {
  busy: boolean;
  failure: ReturnType<typeof useActionFailure>;
  onClick: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      {failure.alert}
      <Button
        type="button"
        variant="outline"
        loading={busy}
        loadingText="ממתינים למפתח הגישה..."
        aria-describedby={failure.describedBy}
        onClick={() => void onClick()}
      >
        <KeyRound aria-hidden="true" />
        {children}
      </Button>
    </>
  );
}
