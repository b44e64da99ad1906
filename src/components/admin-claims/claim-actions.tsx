import { Box, Button, chakra, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { textareaRecipe } from '@/components/admin-blog/recipes';
import { SelectFilter } from '@/components/admin-ui/list-toolbar';
import { useActionFailure } from '@/components/ui/action-failure';
import { FieldRoot } from '@/components/ui/field-root';
import { FormField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type AdminClaim, type ClaimStatus, claimStatusLabels } from '@/shared/claims';

/** The move control: only the moves the path allows from here, a note for the customer's e-mail. */
function MoveForm({ claim }: { claim: AdminClaim }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const refusal = useActionFailure();
  const move = trpc.admin.claims.move.useMutation({
    onSuccess: (updated) => {
      utils.admin.claims.get.setData({ id: claim.id }, updated);
      void utils.admin.claims.list.invalidate();
      setStatus('');
      setNote('');
      toaster.success({
        title: 'הסטטוס עודכן',
        description: `${claimStatusLabels[updated.status]} · הודעה נשלחת ללקוח בדוא״ל`,
      });
    },
    onError: (error) =>
      refusal.show({ title: 'עדכון הסטטוס נכשל', text: errorMessage(error, 'אנא נסו שוב.') }),
  });
  if (claim.moves.length === 0) return <Text color="fg.muted">התביעה סגורה: אין לאן להעביר אותה.</Text>;
  return (
    <chakra.form
      noValidate
      aria-label="שינוי סטטוס"
      onSubmit={(event) => {
        event.preventDefault();
        refusal.clear();
        if (status) move.mutate({ id: claim.id, status: status as ClaimStatus, note: note || undefined });
      }}
    >
      <Stack gap="3">
        <SelectFilter
          label="סטטוס חדש"
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: 'בחרו סטטוס' },
            ...claim.moves.map((to) => ({ value: to, label: claimStatusLabels[to] })),
          ]}
        />
        <FieldRoot ids={{ control: `${id}-note` }}>
          <Field.Label>הערה ללקוח (לא חובה)</Field.Label>
          <Textarea
            recipe={textareaRecipe}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Field.HelperText>ההערה תופיע בדוא״ל ללקוח ובשלבי התביעה שהוא רואה.</Field.HelperText>
        </FieldRoot>
        {refusal.alert}
        <Button
          type="submit"
          alignSelf="start"
          disabled={!status}
          loading={move.isPending}
          aria-describedby={refusal.describedBy}
        >
          עדכון הסטטוס
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** 'בקשת מסמך': the claim becomes 'נדרשים מסמכים' and the customer is mailed what to send. */
function DocumentRequestForm({ claim }: { claim: AdminClaim }) {
  const utils = trpc.useUtils();
  const [title, setTitle] = useState('');
  const refusal = useActionFailure();
  const request = trpc.admin.claims.requestDocument.useMutation({
    onSuccess: () => {
      setTitle('');
      void utils.admin.claims.get.invalidate({ id: claim.id });
      void utils.admin.claims.list.invalidate();
      toaster.success({ title: 'הבקשה נשלחה ללקוח' });
    },
    onError: (error) =>
      refusal.show({ title: 'בקשת המסמך נכשלה', text: errorMessage(error, 'אנא נסו שוב.') }),
  });
  const allowed = claim.status === 'documents_needed' || claim.moves.includes('documents_needed');
  if (!allowed) return <Text color="fg.muted">אפשר לבקש מסמכים מתביעה שהועברה לחברת הביטוח.</Text>;
  return (
    <chakra.form
      noValidate
      aria-label="בקשת מסמך"
      onSubmit={(event) => {
        event.preventDefault();
        refusal.clear();
        request.mutate({ id: claim.id, title });
      }}
    >
      <Flex gap="3" align="end" wrap="wrap">
        <Box flex="1" minW="56">
          <FormField
            label="איזה מסמך נדרש?"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
          />
        </Box>
        <Button type="submit" loading={request.isPending} aria-describedby={refusal.describedBy}>
          בקשת מסמך
        </Button>
      </Flex>
      <Box mt="3">{refusal.alert}</Box>
    </chakra.form>
  );
}

/** What staff do with a claim: move it along the path, and ask the customer for documents. */
export function ClaimActions({ claim }: { claim: AdminClaim }) {
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="claim-move-heading">
        <Heading id="claim-move-heading" as="h2" size="md" mb="3">
          העברה לשלב הבא
        </Heading>
        <MoveForm key={claim.status} claim={claim} />
      </Box>
      <Box as="section" aria-labelledby="claim-request-heading">
        <Heading id="claim-request-heading" as="h2" size="md" mb="3">
          בקשת מסמך מהלקוח
        </Heading>
        <DocumentRequestForm claim={claim} />
      </Box>
    </Stack>
  );
}
