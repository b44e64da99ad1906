import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inBrowser, loadWebAuthn, useWebAuthnAvailable } from '@/components/auth/webauthn';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { retryAfterStepUp, withStepUp } from '@/components/second-factor/step-up-store';
import { useActionFailure } from '@/components/ui/action-failure';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, fieldIssues, trpc } from '@/lib/trpc';
import { israelDateTime } from '@/shared/israel-time';
import { PasskeyNameSchema, type PasskeySummary, passkeyMessages } from '@/shared/passkeys';
import { QueryFailed } from './query-state';

const TRY_AGAIN = 'נסו שוב בעוד כמה רגעים';

/**
 * 'מפתחות גישה' in the profile tab: the account's passkeys (name, added, last used), adding one (the
 * browser's ceremony, then a name, the browser's and system's offered), renaming and removing one.
 * `onAdded` runs after a passkey was added (the admin's first second factor opens the admin area).
 */
export function PasskeysSection({ onAdded }: { onAdded?: () => void } = {}) {
  const utils = trpc.useUtils();
  const list = trpc.account.passkeys.list.useQuery();
  const available = useWebAuthnAvailable();
  const [adding, setAdding] = useState(false);
  const [naming, setNaming] = useState<string | null>(null);
  const failure = useActionFailure();
  const options = trpc.account.passkeys.registrationOptions.useMutation();
  const register = trpc.account.passkeys.register.useMutation();

  const add = async () => {
    setAdding(true);
    failure.clear();
    const show = (text: string) => failure.show({ title: 'לא הצלחנו להוסיף את מפתח הגישה', text });
    try {
      const [webauthn, optionsJSON] = await Promise.all([
        loadWebAuthn(),
        withStepUp(() => options.mutateAsync()),
      ]);
      const step = await inBrowser(() => webauthn.startRegistration({ optionsJSON }));
      if (!step.ok) {
        if (step.failure) show(step.failure);
        return;
      }
      const added = await register.mutateAsync({ response: step.value });
      await utils.account.passkeys.list.invalidate();
      toaster.success({ title: passkeyMessages.added, description: 'אפשר לתת לו שם שיעזור לזהות אותו' });
      setNaming(added.id);
      onAdded?.();
    } catch (error) {
      show(errorMessage(error, TRY_AGAIN));
    } finally {
      setAdding(false);
    }
  };

  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <QueryFailed what="מפתחות הגישה" retry={() => void list.refetch()} />;
  return (
    <Stack gap="4">
      {list.data.length === 0 ? (
        <Text>עדיין לא הוספתם מפתח גישה לחשבון.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="מפתחות גישה">
          {list.data.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              naming={naming === passkey.id}
              onNaming={(on) => setNaming(on ? passkey.id : null)}
            />
          ))}
        </Stack>
      )}
      {available ? (
        <Stack gap="3" alignItems="start">
          {failure.alert}
          <Button
            variant="outline"
            loading={adding}
            loadingText="ממתינים למפתח הגישה..."
            aria-describedby={failure.describedBy}
            onClick={() => void add()}
          >
            <KeyRound aria-hidden="true" />
            הוספת מפתח גישה
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">הדפדפן הזה אינו תומך במפתחות גישה. אפשר להוסיף מפתח מדפדפן אחר.</Text>
      )}
    </Stack>
  );
}

function PasskeyItem({
  passkey,
  naming,
  onNaming,
}: {
  passkey: PasskeySummary;
  naming: boolean;
  onNaming: (on: boolean) => void;
}) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const failed = (title: string) => (error: unknown) =>
    toaster.error({ title, description: errorMessage(error, TRY_AGAIN) });
  const remove = trpc.account.passkeys.remove.useMutation({
    onSuccess: () => {
      toaster.success({ title: passkeyMessages.removed });
      void utils.account.passkeys.list.invalidate();
    },
    // a session whose factor is stale proves it in the step-up dialog, then the removal is sent again
    onError: (error, input) => {
      if (retryAfterStepUp(error, () => remove.mutate(input))) return;
      setConfirming(false);
      failed('ההסרה לא בוצעה')(error);
    },
  });
  const used = passkey.lastUsedAt ? `שימוש אחרון ${israelDateTime(passkey.lastUsedAt)}` : 'טרם נעשה בו שימוש';
  return (
    <HStack as="li" gap="4" borderWidth="1px" borderRadius="xl" p="4" align="start" wrap="wrap">
      <KeyRound aria-hidden="true" size={24} />
      <Box flex="1" minW="12rem">
        {naming ? (
          <RenameForm passkey={passkey} onDone={() => onNaming(false)} />
        ) : (
          <>
            <Text fontWeight="semibold" wordBreak="break-word">
              {passkey.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              נוסף {israelDateTime(passkey.createdAt)} · {used}
            </Text>
          </>
        )}
      </Box>
      {!naming && !confirming && (
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`שינוי שם: ${passkey.name}`}
            onClick={() => onNaming(true)}
          >
            שינוי שם
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`הסרה: ${passkey.name}`}
            onClick={() => setConfirming(true)}
          >
            הסרה
          </Button>
        </HStack>
      )}
      {confirming && (
        <ConfirmRemove
          name={passkey.name}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ id: passkey.id })}
          onCancel={() => setConfirming(false)}
        />
      )}
    </HStack>
  );
}

/** Asks once more before a passkey goes: without it, that device no longer signs in. */
function ConfirmRemove({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const question = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Stack role="group" aria-labelledby={question} gap="2" w={{ base: 'full', sm: 'auto' }}>
      <Text id={question} fontSize="sm">
        להסיר את „{name}”? לא תוכלו להיכנס איתו יותר.
      </Text>
      <HStack gap="2">
        <Button ref={confirm} size="sm" colorPalette="red" loading={busy} onClick={onConfirm}>
          הסרה
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          ביטול
        </Button>
      </HStack>
    </Stack>
  );
}

/** The passkey's name in a field of its own, saved with Enter or 'שמירה'; Escape or 'ביטול' leave it. */
function RenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const failure = useActionFailure();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const rename = trpc.account.passkeys.rename.useMutation({
    onSuccess: () => {
      toaster.success({ title: passkeyMessages.renamed });
      void utils.account.passkeys.list.invalidate();
      onDone();
    },
    onError: (e) => {
      const issue = fieldIssues(e).name;
      if (issue) setError(issue);
      else failure.show({ title: 'השם לא נשמר', text: errorMessage(e, TRY_AGAIN) });
    },
  });
  const submit = failure.onSubmit((event: React.FormEvent) => {
    event.preventDefault();
    const parsed = PasskeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    rename.mutate({ id: passkey.id, name: parsed.data });
  });
  return (
    <chakra.form onSubmit={submit} noValidate onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <Stack gap="2">
        <FormField
          ref={field}
          label="שם מפתח הגישה"
          value={name}
          maxLength={60}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        {failure.alert}
        <HStack gap="2">
          <Button type="submit" size="sm" loading={rename.isPending} aria-describedby={failure.describedBy}>
            שמירה
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            ביטול
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
