import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { FileText, Upload } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { ListEmpty, ListFailed } from '@/components/ui/list-message';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { accountToasts, type DocumentItem } from '@/shared/account';
import { israelToday } from '@/shared/israel-time';
import { type DocumentActions, DocumentsList } from './documents/documents-list';
import { PreviewDialog } from './documents/preview-dialog';
import { downloadDocument, previewUrl } from './documents/transfer';
import { UploadDialog } from './documents/upload-dialog';

/** The personal area's 'מסמכים' tab: the list, upload, preview, download and delete. */
export function DocumentsTab() {
  const utils = trpc.useUtils();
  const list = trpc.account.documents.list.useQuery();
  const uploadButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<DocumentItem | null>(null);
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const [downloading, setDownloading] = useState<number | undefined>();
  // a failed download from the preview is told inside it, beside its button
  const [previewFailure, setPreviewFailure] = useState<string | undefined>();
  const remove = trpc.account.documents.delete.useMutation();
  const today = israelToday();
  // focus goes back to the button that opened a dialog, or to the upload button when that row is gone
  const returnFocus = () => (opener.current?.isConnected ? opener.current : uploadButton.current);

  const download = async (doc: DocumentItem, fromPreview = false) => {
    setDownloading(doc.id);
    setPreviewFailure(undefined);
    try {
      await downloadDocument(doc);
    } catch (error) {
      const text = errorMessage(error, (error as Error).message);
      if (fromPreview) setPreviewFailure(text);
      else toaster.error({ title: accountToasts.downloadFailed, description: text });
    } finally {
      setDownloading(undefined);
    }
  };

  const confirmDelete = (doc: DocumentItem) =>
    remove.mutate(
      { id: doc.id },
      {
        onSuccess: () => {
          toaster.success({ title: accountToasts.documentDeleted, description: doc.name });
          // its row goes away: focus returns to the upload button
          opener.current = uploadButton.current;
          setDeleting(null);
          void utils.account.documents.list.invalidate();
        },
        onError: (error) => {
          toaster.error({
            title: accountToasts.deleteFailed,
            description: errorMessage(error, 'אנא נסו שוב.'),
          });
          setDeleting(null);
          void utils.account.documents.list.invalidate();
        },
      },
    );

  const actions: DocumentActions = {
    onPreview: (doc, from) => {
      opener.current = from;
      setPreviewing(doc);
    },
    onDownload: (doc) => void download(doc),
    onDelete: (doc, from) => {
      opener.current = from;
      setDeleting(doc);
    },
    downloading,
  };

  let body: ReactNode;
  if (list.status === 'pending') body = <ListSkeleton rows={3} />;
  else if (list.status === 'error') {
    body = <ListFailed title="טעינת המסמכים נכשלה" retry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <ListEmpty
        icon={<FileText size={40} />}
        title="עדיין לא העליתם מסמכים"
        text="כאן אפשר לשמור פוליסות, תעודות ואישורים – ולצפות בהם או להוריד אותם בכל עת."
      />
    );
  } else body = <DocumentsList docs={list.data} today={today} actions={actions} />;

  return (
    <Box as="section" aria-labelledby="documents-heading">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="4">
        <Box>
          <Heading as="h2" size="lg" id="documents-heading">
            מסמכים
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            אפשר לשמור כאן קובצי PDF, תמונות ומסמכי Word, עד 10MB לקובץ.
          </Text>
        </Box>
        <Button
          ref={uploadButton}
          aria-haspopup="dialog"
          onClick={(event) => {
            opener.current = event.currentTarget;
            setUploading(true);
          }}
        >
          <Upload aria-hidden="true" />
          העלאת מסמך
        </Button>
      </Flex>
      {body}
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        returnFocus={returnFocus}
        onUploaded={() => {
          setUploading(false);
          void utils.account.documents.list.invalidate();
        }}
      />
      <PreviewDialog
        doc={previewing}
        src={(doc) => previewUrl(doc.id)}
        onClose={() => {
          setPreviewing(null);
          setPreviewFailure(undefined);
        }}
        download={{
          onDownload: (doc) => void download(doc, true),
          downloading: previewing !== null && downloading === previewing.id,
          failure: previewFailure ? { title: accountToasts.downloadFailed, text: previewFailure } : undefined,
        }}
        returnFocus={returnFocus}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="מחיקת המסמך"
        confirmLabel="מחיקה"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
        returnFocus={returnFocus}
      >
        המסמך ״{deleting?.name}״ יימחק לצמיתות, ואי אפשר יהיה לשחזר אותו.
      </ConfirmDialog>
    </Box>
  );
}
