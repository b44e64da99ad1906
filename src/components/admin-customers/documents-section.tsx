import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Download, Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { ExpiryIndicator } from '@/components/account/documents/expiry';
import { PreviewDialog } from '@/components/account/documents/preview-dialog';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { needsStepUp, withStepUp } from '@/components/second-factor/step-up-store';
import { toaster } from '@/components/ui/toaster';
import { download, TransferError } from '@/lib/file-transfer';
import { errorMessage, trpc } from '@/lib/trpc';
import { type DocumentType, documentFileName, documentTypes, formatFileSize } from '@/shared/account';
import { israelToday } from '@/shared/israel-time';
import { SectionEmpty } from './section-empty';

export interface CustomerDocumentRow {
  id: number;
  name: string;
  type: DocumentType;
  size: number;
  expirationDate: string | null;
  createdAt: Date | string;
}

const fileUrl = (userId: number, id: number, kind: 'preview' | 'download') =>
  `/api/admin/users/${userId}/documents/${id}/${kind}`;

/** A failure of opening a document as a toast; closing the step-up dialog is the admin's choice, not one. */
function tellFailure(error: unknown) {
  if (needsStepUp(error)) return;
  const description =
    error instanceof TransferError ? error.message : errorMessage(error, 'בדקו את החיבור לאינטרנט ונסו שוב');
  toaster.error({ title: 'פתיחת המסמך נכשלה', description });
}

/**
 * The customer's documents with their expiry, a preview in a frame (each view is audited) and a download.
 * Opening one needs a recent second factor: the download is fetched first, so a refusal asks for a code
 * and the file then comes; the preview's frame cannot ask, so its dialog opens once the server says the
 * step-up is recent (asking for a code first when it is not).
 */
export function DocumentsSection({
  userId,
  documents,
}: {
  userId: number;
  documents: readonly CustomerDocumentRow[];
}) {
  const [viewing, setViewing] = useState<CustomerDocumentRow | null>(null);
  const [downloading, setDownloading] = useState<number>();
  const today = israelToday();
  const opener = useRef<HTMLElement | null>(null);
  const utils = trpc.useUtils();

  const preview = (doc: CustomerDocumentRow) =>
    withStepUp(() => utils.client.account.secondFactor.recent.query()).then(
      () => setViewing(doc),
      tellFailure,
    );
  const save = (doc: CustomerDocumentRow) => {
    setDownloading(doc.id);
    withStepUp(() =>
      download(
        fileUrl(userId, doc.id, 'download'),
        documentFileName(doc.name, doc.type),
        'אנא נסו שוב בעוד כמה רגעים.',
      ),
    )
      .catch(tellFailure)
      .finally(() => setDownloading(undefined));
  };
  return (
    <Box as="section" aria-labelledby="documents-heading">
      <Heading id="documents-heading" as="h2" size="lg" mb="3">
        מסמכים
      </Heading>
      {documents.length === 0 ? (
        <SectionEmpty>הלקוח לא העלה מסמכים.</SectionEmpty>
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label="המסמכים">
          {documents.map((doc) => {
            const kind = documentTypes[doc.type];
            return (
              <Flex
                as="li"
                key={doc.id}
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                gap="3"
                justify="space-between"
                align={{ base: 'stretch', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
                minW="0"
              >
                <Box minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {doc.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {kind?.label ?? doc.type} · <bdi dir="ltr">{formatFileSize(doc.size)}</bdi> · הועלה{' '}
                    <DateTime value={doc.createdAt} />
                  </Text>
                  <Box mt="1" fontSize="sm">
                    <ExpiryIndicator date={doc.expirationDate} today={today} />
                  </Box>
                </Box>
                <Flex gap="2" wrap="wrap" flexShrink="0">
                  {kind?.preview && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-haspopup="dialog"
                      aria-label={`תצוגה מקדימה: ${doc.name}`}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        void preview(doc);
                      }}
                    >
                      <Eye aria-hidden="true" />
                      תצוגה מקדימה
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`הורדה: ${doc.name}`}
                    loading={downloading === doc.id}
                    loadingText="מוריד..."
                    onClick={() => save(doc)}
                  >
                    <Download aria-hidden="true" />
                    הורדה
                  </Button>
                </Flex>
              </Flex>
            );
          })}
        </Box>
      )}
      <PreviewDialog
        doc={viewing}
        src={(doc) => fileUrl(userId, doc.id, 'preview')}
        onClose={() => setViewing(null)}
        download={{ onDownload: save, downloading: downloading === viewing?.id }}
        returnFocus={() => opener.current}
      />
    </Box>
  );
}
