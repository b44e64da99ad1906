import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatTimestamp } from '@/components/account/documents/transfer';
import { QueryFailed } from '@/components/account/query-state';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { ChangesView } from './changes-view';
import { ReportView } from './report-view';
import { ReviewDialog } from './review-dialog';

/**
 * One saved report, analysed again as of today: what changed since the holder's previous one, the
 * report, a review request (from the header or beside any finding) and its deletion.
 */
export function SavedReport({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const report = trpc.account.portfolio.get.useQuery({ id });
  const remove = trpc.account.portfolio.delete.useMutation();
  const [reviewing, setReviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const openReview = (from: HTMLElement) => {
    opener.current = from;
    setReviewing(true);
  };

  if (report.isPending) return <ListSkeleton rows={3} />;
  if (report.isError) return <QueryFailed what="הדוח" retry={() => void report.refetch()} />;
  const data = report.data;
  const confirmDelete = () =>
    remove.mutate(
      { id },
      {
        onSuccess: () => {
          toaster.success({ title: 'הדוח נמחק מהתיק הביטוחי' });
          setDeleting(false);
          void utils.account.portfolio.list.invalidate();
          onDeleted();
        },
        onError: (error) => {
          toaster.error({ title: 'המחיקה נכשלה', description: errorMessage(error, 'אנא נסו שוב.') });
          setDeleting(false);
        },
      },
    );

  return (
    <Box as="section" aria-labelledby="saved-report-heading">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="5">
        <Box>
          <Heading as="h3" id="saved-report-heading" size="lg">
            תעודת זהות <bdi dir="ltr">{data.holder.idMasked}</bdi>
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            נשמר ב־{formatTimestamp(new Date(data.importedAt).toISOString())} · הממצאים נכונים להיום
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button
            ref={reviewButton}
            aria-haspopup="dialog"
            onClick={(event) => openReview(event.currentTarget)}
          >
            <MessageSquareText aria-hidden="true" />
            בקשו בדיקה מהסוכנות
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            aria-haspopup="dialog"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setDeleting(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            מחיקה
          </Button>
        </Flex>
      </Flex>
      <ReportView
        analysis={data}
        headingLevel="h4"
        before={
          data.changes && <ChangesView changes={data.changes} policies={data.policies} headingLevel="h4" />
        }
        help={() => (
          <Button
            size="sm"
            variant="outline"
            aria-haspopup="dialog"
            onClick={(event) => openReview(event.currentTarget)}
          >
            בקשו בדיקה מהסוכנות
          </Button>
        )}
      />
      <ReviewDialog
        portfolioId={id}
        open={reviewing}
        onClose={() => setReviewing(false)}
        returnFocus={() => (opener.current?.isConnected ? opener.current : reviewButton.current)}
      />
      <ConfirmDialog
        open={deleting}
        title="מחיקת הדוח"
        confirmLabel="מחיקה"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
        returnFocus={() => opener.current}
      >
        הדוח ימחק מהתיק הביטוחי שלכם. אפשר להעלות אותו שוב בכל עת.
      </ConfirmDialog>
    </Box>
  );
}
