import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Lock, LockOpen, LogOut, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { retryAfterStepUp } from '@/components/second-factor/step-up-store';
import { useActionFailure } from '@/components/ui/action-failure';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';
import { customerRoleLabels } from '@/shared/customers';
import { countText } from './format';

type Action = 'role' | 'block' | 'sessions';

interface Account {
  id: number;
  username: string;
  role: 'user' | 'admin';
  blockedAt: Date | string | null;
}

const retry = 'אנא נסו שוב בעוד כמה רגעים.';

/** Role, block / unblock and 'end all sessions', each behind a confirmation, a toast once it is done. */
export function AccountActions({ account, activeSessions }: { account: Account; activeSessions: number }) {
  const utils = trpc.useUtils();
  const session = useSession();
  const self = session.status === 'signed-in' && session.user.username === account.username;
  const [asking, setAsking] = useState<Action | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const refresh = () => utils.admin.customers.invalidate();
  const done = async (title: string, description?: string) => {
    setAsking(null);
    toaster.success({ title, description });
    await refresh();
  };
  // told inside the confirmation, which stays open for another try
  const failure = useActionFailure();
  const failed = (title: string) => (error: unknown) =>
    failure.show({ title, text: errorMessage(error, retry) });

  const nextRole = account.role === 'admin' ? 'user' : 'admin';
  const blocked = account.blockedAt !== null;
  const setRole = trpc.admin.customers.setRole.useMutation({
    onSuccess: (change) => done('התפקיד עודכן', `${account.username}: ${customerRoleLabels[change.to]}`),
    // a role is a sensitive act: a stale second factor is renewed, then the change is sent again
    onError: (error, input) => {
      if (!retryAfterStepUp(error, () => setRole.mutate(input))) failed('שינוי התפקיד נכשל')(error);
    },
  });
  const setBlocked = trpc.admin.customers.setBlocked.useMutation({
    onSuccess: (result) =>
      done(
        result.blocked ? 'החשבון נחסם' : 'החסימה בוטלה',
        result.blocked
          ? `${account.username} לא יוכל להתחבר עד לביטול החסימה`
          : `${account.username} יכול להתחבר שוב`,
      ),
    onError: failed(blocked ? 'ביטול החסימה נכשל' : 'חסימת החשבון נכשלה'),
  });
  const endSessions = trpc.admin.customers.endSessions.useMutation({
    onSuccess: (result) =>
      done('החיבורים נותקו', countText(result.endedSessions, 'נותק חיבור אחד', 'חיבורים נותקו')),
    onError: failed('ניתוק החיבורים נכשל'),
  });

  const ask = (action: Action) => (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    failure.clear();
    setAsking(action);
  };
  const questions: Record<Action, { title: string; confirm: string; text: ReactNode; destructive: boolean }> =
    {
      role: {
        title: nextRole === 'admin' ? 'הפיכה למנהל' : 'הסרת הרשאות ניהול',
        confirm: nextRole === 'admin' ? 'הפיכה למנהל' : 'הסרת ההרשאות',
        text:
          nextRole === 'admin'
            ? `${account.username} יקבל גישה מלאה למערכת הניהול, כולל המידע האישי של כל הלקוחות.`
            : `${account.username} לא יוכל עוד להיכנס למערכת הניהול.`,
        destructive: nextRole === 'admin',
      },
      block: {
        title: blocked ? 'ביטול החסימה' : 'חסימת החשבון',
        confirm: blocked ? 'ביטול החסימה' : 'חסימת החשבון',
        text: blocked
          ? `${account.username} יוכל להתחבר שוב.`
          : `${account.username} ינותק מכל החיבורים ולא יוכל להתחבר עד שתבטלו את החסימה.`,
        destructive: !blocked,
      },
      sessions: {
        title: 'ניתוק כל החיבורים',
        confirm: 'ניתוק החיבורים',
        text: `${account.username} ינותק מכל המכשירים ויצטרך להתחבר מחדש.`,
        destructive: true,
      },
    };
  const question = asking ? questions[asking] : null;
  const busy = setRole.isPending || setBlocked.isPending || endSessions.isPending;

  return (
    <Box as="section" aria-labelledby="actions-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Heading id="actions-heading" as="h2" size="md" mb="3">
        ניהול החשבון
      </Heading>
      {self && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          זה החשבון שלכם: אי אפשר לשנות את התפקיד שלו או לחסום אותו.
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        {!self && (
          <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={ask('role')}>
            {nextRole === 'admin' ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
            {nextRole === 'admin' ? 'הפיכה למנהל' : 'הסרת הרשאות ניהול'}
          </Button>
        )}
        {!self && (
          <Button
            size="sm"
            variant="outline"
            colorPalette={blocked ? undefined : 'red'}
            aria-haspopup="dialog"
            onClick={ask('block')}
          >
            {blocked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {blocked ? 'ביטול החסימה' : 'חסימת החשבון'}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          aria-disabled={activeSessions === 0}
          onClick={(event) => activeSessions > 0 && ask('sessions')(event)}
        >
          <LogOut aria-hidden="true" />
          ניתוק כל החיבורים
        </Button>
      </Flex>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        destructive={question?.destructive}
        busy={busy}
        failure={failure.failure}
        onCancel={() => setAsking(null)}
        returnFocus={() => (opener.current?.isConnected ? opener.current : null)}
        onConfirm={() => {
          failure.clear();
          if (asking === 'role') setRole.mutate({ id: account.id, role: nextRole });
          if (asking === 'block') setBlocked.mutate({ id: account.id, blocked: !blocked });
          if (asking === 'sessions') endSessions.mutate({ id: account.id });
        }}
      >
        <Text>{question?.text}</Text>
      </ConfirmDialog>
    </Box>
  );
}
