import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Download, Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { ExpiryIndicator } from '@/components/account/documents/expiry';
import { PreviewDialog } from '@/components/account/documents/preview-dialog';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { LinkButton } from '@/components/ui/link-button';
import { type DocumentType, documentTypes, formatFileSize } from '@/shared/account';
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

/** The customer's documents with their expiry, a preview in a frame (each view is audited) and a download. */
export function DocumentsSection({
  userId,
  documents,
}: {
  userId: number;
  documents: readonly CustomerDocumentRow[];
}) {
  const [viewing, setViewing] = useState<CustomerDocumentRow | null>(null);
  const today = israelToday();
  const opener = useRef<HTMLElement | null>(null);
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
                        setViewing(doc);
                      }}
                    >
                      <Eye aria-hidden="true" />
                      תצוגה מקדימה
                    </Button>
                  )}
                  <LinkButton asChild size="xs" variant="outline">
                    <a href={fileUrl(userId, doc.id, 'download')} download aria-label={`הורדה: ${doc.name}`}>
                      <Download aria-hidden="true" />
                      הורדה
                    </a>
                  </LinkButton>
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
        download={{ href: (doc) => fileUrl(userId, doc.id, 'download') }}
        returnFocus={() => opener.current}
      />
    </Box>
  );
}
